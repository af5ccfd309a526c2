import { loader } from './primitives';

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
