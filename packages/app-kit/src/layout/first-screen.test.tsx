import { act, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { firstScreenCode, startUpSteps } from './first-screen';

function Gated({ use, children }: { use: () => void; children: ReactNode }) {
  use();
  return <>{children}</>;
}

describe('firstScreenCode', () => {
  it("suspends the first render until the first screen's code is in", async () => {
    let loaded!: () => void;
    const useFirstScreenCode = firstScreenCode(new Promise<void>((resolve) => (loaded = resolve)));
    // Rendered in an awaited act: React then retries the suspended render when the code is in.
    await act(async () => {
      render(
        <Suspense fallback={<p>Carregando o app…</p>}>
          <Gated use={useFirstScreenCode}>
            <h1>Painel</h1>
          </Gated>
        </Suspense>,
      );
    });
    expect(screen.getByText('Carregando o app…')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Painel' })).toBeNull();
    await act(async () => loaded());
    expect(await screen.findByRole('heading', { name: 'Painel' })).toBeVisible();
  });

  it('renders at once once the code has settled, also when its download failed', async () => {
    const failed = Promise.reject(new Error('offline'));
    const useFirstScreenCode = firstScreenCode(failed);
    await failed.catch(() => undefined);
    await act(async () => undefined);
    render(
      <Suspense fallback={<p>fallback</p>}>
        <Gated use={useFirstScreenCode}>
          <h1>Tarefas</h1>
        </Gated>
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Tarefas' })).toBeVisible();
  });

  it('never suspends without a first screen to wait for (outside a browser)', () => {
    const useFirstScreenCode = firstScreenCode(undefined);
    render(
      <Gated use={useFirstScreenCode}>
        <h1>Metas</h1>
      </Gated>,
    );
    expect(screen.getByRole('heading', { name: 'Metas' })).toBeVisible();
  });
});

describe('startUpSteps', () => {
  it('runs each step in a task of its own, in order, after the calling task', async () => {
    vi.useFakeTimers();
    try {
      const ran: string[] = [];
      const code = startUpSteps(
        () => {
          ran.push('code');
          return new Promise<string>(() => undefined);
        },
        () => ran.push('me'),
        () => ran.push('pauses'),
      );
      expect(ran).toEqual([]);
      await vi.advanceTimersToNextTimerAsync();
      expect(ran).toEqual(['code']);
      await vi.advanceTimersToNextTimerAsync();
      expect(ran).toEqual(['code', 'me']);
      await vi.advanceTimersToNextTimerAsync();
      // The reads do not wait for the code's download (it never settles here).
      expect(ran).toEqual(['code', 'me', 'pauses']);
      expect(code).toBeInstanceOf(Promise);
    } finally {
      vi.useRealTimers();
    }
  });

  it("settles with the first step's result or failure", async () => {
    await expect(startUpSteps(() => Promise.resolve('chunks'))).resolves.toBe('chunks');
    await expect(startUpSteps(() => Promise.reject(new Error('offline')))).rejects.toThrow(
      'offline',
    );
  });
});
