import { REMOTE_CONTRACT_VERSION } from '@portal/contracts/remote-app';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const runtime = vi.hoisted(() => ({
  registerRemotes: vi.fn(),
  preloadRemote: vi.fn(),
  loadRemote: vi.fn(),
}));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const config = {
  remotes: {
    parent_app: { manifest: 'http://localhost:3001/mf-manifest.json', version: '1.2.0' },
    child_app: { manifest: '/child/mf-manifest.json' },
  },
};

/** A fresh module per test: the loader remembers its registration for the page's lifetime. */
async function freshLoader() {
  vi.resetModules();
  return import('./remote-loader');
}

describe('preloadRemoteApp (issue 14)', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    runtime.preloadRemote.mockResolvedValue(undefined);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reads remotes.json, registers the remotes and preloads the entry and ./app of the one asked for', async () => {
    const fetchMock = vi.fn(async () => Response.json(config));
    vi.stubGlobal('fetch', fetchMock);
    const { preloadRemoteApp } = await freshLoader();

    await preloadRemoteApp('parent_app');

    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      { name: 'parent_app', entry: 'http://localhost:3001/mf-manifest.json?v=1.2.0' },
      { name: 'child_app', entry: new URL('/child/mf-manifest.json', window.location.href).href },
    ]);
    expect(runtime.preloadRemote).toHaveBeenCalledWith([
      { nameOrAlias: 'parent_app', exposes: ['./app'], resourceCategory: 'sync' },
    ]);
  });

  it('shares one remotes.json read with the load that follows', async () => {
    const fetchMock = vi.fn(async () => Response.json(config));
    vi.stubGlobal('fetch', fetchMock);
    runtime.loadRemote.mockResolvedValue({
      default: () => null,
      contractVersion: REMOTE_CONTRACT_VERSION,
    });
    const { loadRemoteApp, preloadRemoteApp } = await freshLoader();

    await Promise.all([preloadRemoteApp('child_app'), loadRemoteApp('child_app')]);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
  });

  it('fails silently, and the load afterwards still tries the network again', async () => {
    const fetchMock = vi.fn(async () => new Response('down', { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);
    const { loadRemoteApp, preloadRemoteApp } = await freshLoader();

    await expect(preloadRemoteApp('parent_app')).resolves.toBeUndefined();
    expect(runtime.preloadRemote).not.toHaveBeenCalled();

    await expect(loadRemoteApp('parent_app')).rejects.toThrow(/HTTP 503/);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("preloadRemoteConfig (the shell's own pages) registers the remotes and fetches none of them", async () => {
    const fetchMock = vi.fn(async () => Response.json(config));
    vi.stubGlobal('fetch', fetchMock);
    runtime.loadRemote.mockResolvedValue({
      default: () => null,
      contractVersion: REMOTE_CONTRACT_VERSION,
    });
    const { loadRemoteApp, preloadRemoteConfig } = await freshLoader();

    await preloadRemoteConfig();
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
    expect(runtime.preloadRemote).not.toHaveBeenCalled();
    expect(runtime.loadRemote).not.toHaveBeenCalled();

    // The next remote page uses that registration: no second read of remotes.json.
    await loadRemoteApp('parent_app');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('preloadRemoteConfig fails silently and is tried again by the next load', async () => {
    const fetchMock = vi.fn(async () => new Response('down', { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);
    const { loadRemoteApp, preloadRemoteConfig } = await freshLoader();

    await expect(preloadRemoteConfig()).resolves.toBeUndefined();
    await expect(loadRemoteApp('parent_app')).rejects.toThrow(/HTTP 503/);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('loadRemoteApp checks the seam version (ADR 040)', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(config)),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('mounts a remote of the same major and refuses another major, so the fallback shows', async () => {
    const [major] = REMOTE_CONTRACT_VERSION.split('.');
    const { loadRemoteApp } = await freshLoader();
    const App = () => null;
    runtime.loadRemote.mockResolvedValueOnce({ default: App, contractVersion: `${major}.0` });
    await expect(loadRemoteApp('parent_app')).resolves.toBe(App);

    runtime.loadRemote.mockResolvedValueOnce({
      default: App,
      contractVersion: `${Number(major) + 1}.0`,
    });
    await expect(loadRemoteApp('child_app')).rejects.toThrow(/majors differ/);
  });
});
