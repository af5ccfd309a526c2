import { render, waitFor } from '@testing-library/react';
import type { Store } from '@reduxjs/toolkit';
import { IDLE_MARK, setIdleWorkDelay, useIdleWork } from './idle-prefetch';

type Status = 'uninitialized' | 'pending' | 'fulfilled' | 'rejected';
interface RootState {
  api: { queries: Record<string, { status: Status }> };
}
type QueryStore = Parameters<typeof useIdleWork>[0];

/** A store with only what the idle point reads: its query entries, and who listens. */
function fakeStore(queries: Record<string, { status: Status }>) {
  const listeners = new Set<() => void>();
  let state: RootState = { api: { queries } };
  const store = {
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as Store<RootState>;
  const answer = (key: string, status: Status) => {
    state = { api: { queries: { ...state.api.queries, [key]: { status } } } };
    listeners.forEach((listener) => listener());
  };
  return { store, answer };
}

function Worker({ store, work }: { store: Store<RootState>; work: () => void }) {
  useIdleWork(store as unknown as QueryStore, work);
  return null;
}

describe('work after the first screen (useIdleWork)', () => {
  it('waits until the first reads have answered, then runs once and sets the mark', async () => {
    const { store, answer } = fakeStore({ me: { status: 'pending' } });
    const work = vi.fn();
    const { rerender } = render(<Worker store={store} work={work} />);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(work).not.toHaveBeenCalled();

    answer('me', 'fulfilled');
    answer('tasks', 'pending'); // a read still on its way holds the work back
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(work).not.toHaveBeenCalled();

    const answeredAt = performance.now();
    answer('tasks', 'rejected');
    await waitFor(() => expect(work).toHaveBeenCalledTimes(1));
    // The mark the size check reads (other stores of this worker's tests may set it too).
    expect(performance.getEntriesByName(IDLE_MARK).at(-1)?.startTime).toBeGreaterThanOrEqual(
      answeredAt,
    );
    rerender(<Worker store={store} work={work} />);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('waits the set delay once the screen is done, so the first taps have the CPU', async () => {
    setIdleWorkDelay(600);
    try {
      const { store, answer } = fakeStore({ me: { status: 'pending' } });
      const work = vi.fn();
      render(<Worker store={store} work={work} />);
      answer('me', 'fulfilled');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(work).not.toHaveBeenCalled();
      await waitFor(() => expect(work).toHaveBeenCalledTimes(1));
    } finally {
      setIdleWorkDelay(0);
    }
  });

  it('does not run the work of a screen that went away before the idle point', async () => {
    const { store, answer } = fakeStore({ me: { status: 'pending' } });
    const work = vi.fn();
    const { unmount } = render(<Worker store={store} work={work} />);
    unmount();
    answer('me', 'fulfilled');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(work).not.toHaveBeenCalled();
  });
});
