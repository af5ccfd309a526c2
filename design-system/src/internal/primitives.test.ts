import { loader, onFirstInput } from './primitives';

describe('on-demand primitives chunk', () => {
  it('fetches again after a failed download instead of failing for the rest of the page', async () => {
    let calls = 0;
    const chunk = loader(async () => {
      calls += 1;
      if (calls === 1) throw new Error('ChunkLoadError');
      return { Dialog: 'dialog' };
    });
    await expect(chunk.load()).rejects.toThrow('ChunkLoadError');
    await expect(chunk.load()).resolves.toEqual({ Dialog: 'dialog' });
    // Once loaded it is kept: no third download.
    await chunk.load();
    expect(calls).toBe(2);
  });
});

describe('prefetch at the first input', () => {
  function fakeChunk() {
    let calls = 0;
    const chunk = loader(async () => {
      calls += 1;
      return { Dialog: 'dialog' };
    });
    return { chunk, calls: () => calls };
  }

  it('fetches nothing until the person touches, clicks or types, then fetches once', async () => {
    const page = new EventTarget();
    const { chunk, calls } = fakeChunk();
    onFirstInput(chunk, page);
    onFirstInput(chunk, page);
    await Promise.resolve();
    expect(calls()).toBe(0);

    page.dispatchEvent(new Event('pointerdown'));
    page.dispatchEvent(new Event('keydown'));
    await chunk.load();
    expect(calls()).toBe(1);
    expect(chunk.isLoaded()).toBe(true);
  });

  it('starts on a key as well as on a touch', async () => {
    const page = new EventTarget();
    const { chunk, calls } = fakeChunk();
    onFirstInput(chunk, page);
    page.dispatchEvent(new Event('keydown'));
    await chunk.load();
    expect(calls()).toBe(1);
  });

  it('does not listen for a chunk that is already loaded', async () => {
    const page = new EventTarget();
    const { chunk, calls } = fakeChunk();
    await chunk.load();
    const listen = vi.spyOn(page, 'addEventListener');
    onFirstInput(chunk, page);
    expect(listen).not.toHaveBeenCalled();
    expect(calls()).toBe(1);
  });
});
