import { describe, expect, it } from 'vitest';
import {
  fetchRemoteConfig,
  manifestEntry,
  parseRemoteConfig,
  RemoteConfigError,
} from './remote-config';
import shippedConfig from '../../public/remotes.json';

const valid = {
  remotes: {
    parent_app: { manifest: 'http://localhost:3001/mf-manifest.json' },
    child_app: { manifest: 'http://localhost:3102/some/path/mf-manifest.json', version: '1.2.0' },
  },
};

describe('parseRemoteConfig', () => {
  it('accepts the remotes.json the shell ships', () => {
    expect(parseRemoteConfig(shippedConfig).remotes.parent_app?.manifest).toBe(
      'http://localhost:3001/mf-manifest.json',
    );
  });

  it('accepts absolute URLs on sub-paths and same-origin paths', () => {
    const config = parseRemoteConfig({
      remotes: { ...valid.remotes, parent_app: { manifest: '/remotes/parent/mf-manifest.json' } },
    });
    expect(config.remotes.child_app?.version).toBe('1.2.0');
    expect(config.remotes.parent_app?.manifest).toBe('/remotes/parent/mf-manifest.json');
  });

  it('names every problem with its path', () => {
    const attempt = () =>
      parseRemoteConfig({
        remotes: {
          parent_app: { manifest: 'ftp://example.com/mf-manifest.json' },
          'Child-App': { manifest: 'http://localhost:3002/mf-manifest.json' },
        },
      });
    expect(attempt).toThrow(RemoteConfigError);
    expect(attempt).toThrow(/remotes\.parent_app\.manifest: must be an http\(s\) URL/);
    expect(attempt).toThrow(/remotes\.child_app: is missing/);
    expect(attempt).toThrow(/remote names are snake_case/);
  });

  it('rejects a file without a remotes object', () => {
    expect(() => parseRemoteConfig({ parent_app: 'x' })).toThrow(/remotes: /);
    expect(() => parseRemoteConfig([])).toThrow(/\(root\): expected an object/);
  });

  it('rejects a manifest that is not an mf-manifest.json, an empty version and a bad entry', () => {
    const attempt = () =>
      parseRemoteConfig({
        remotes: {
          parent_app: { manifest: 'http://localhost:3001/remoteEntry.js', version: '' },
          child_app: 'http://localhost:3002/mf-manifest.json',
        },
      });
    expect(attempt).toThrow(/remotes\.parent_app\.manifest: must point at an mf-manifest\.json/);
    expect(attempt).toThrow(/remotes\.parent_app\.version: expected a non-empty string/);
    expect(attempt).toThrow(/remotes\.child_app: expected an object/);
  });

  it('keeps only the fields it knows', () => {
    const config = parseRemoteConfig({
      remotes: { ...valid.remotes, parent_app: { manifest: '/p/mf-manifest.json', extra: 1 } },
    });
    expect(config.remotes.parent_app).toEqual({ manifest: '/p/mf-manifest.json' });
  });
});

describe('fetchRemoteConfig', () => {
  it('bypasses the HTTP cache so an edited file applies on the next load', async () => {
    let init: RequestInit | undefined;
    const fakeFetch = (async (_url: string, requestInit?: RequestInit) => {
      init = requestInit;
      return new Response(JSON.stringify(valid), { status: 200 });
    }) as typeof fetch;
    await expect(fetchRemoteConfig('/remotes.json', fakeFetch)).resolves.toEqual(valid);
    expect(init?.cache).toBe('no-store');
  });

  it('reports an HTTP failure and a body that is not JSON', async () => {
    const notFound = (async () => new Response('nope', { status: 404 })) as typeof fetch;
    await expect(fetchRemoteConfig('/remotes.json', notFound)).rejects.toThrow(/HTTP 404/);
    const html = (async () => new Response('<html>', { status: 200 })) as typeof fetch;
    await expect(fetchRemoteConfig('/remotes.json', html)).rejects.toThrow(/not valid JSON/);
  });
});

describe('manifestEntry', () => {
  it('makes the URL absolute and adds the version to bust caches', () => {
    expect(
      manifestEntry({ manifest: '/p/mf-manifest.json', version: '2.0.0' }, 'http://shell.test/x'),
    ).toBe('http://shell.test/p/mf-manifest.json?v=2.0.0');
    expect(manifestEntry({ manifest: 'http://cdn.test/mf-manifest.json' }, 'http://a.test/')).toBe(
      'http://cdn.test/mf-manifest.json',
    );
  });
});
