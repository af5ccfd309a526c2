import type { RemoteConfig } from '../remotes/remote-config';
import {
  diffRemoteVersions,
  manifestAssets,
  readRemoteCacheName,
  remoteCacheName,
  staleRemoteCaches,
} from './remote-versions';

const BASE = 'https://mesadinha.example/child/dashboard';
const config = (child: string, parent = '1.0.0'): RemoteConfig => ({
  remotes: {
    parent_app: { manifest: '/remotes/parent/mf-manifest.json', version: parent },
    child_app: { manifest: 'https://cdn.example/child/mf-manifest.json', version: child },
  },
});

describe('diffRemoteVersions (issue 39: a new deploy of one remote is noticed)', () => {
  it('finds nothing when every remote runs the same deployment', () => {
    expect(diffRemoteVersions(config('2.0.0'), config('2.0.0'), BASE)).toEqual([]);
  });

  it('names only the remote whose version changed, with both manifest URLs', () => {
    expect(diffRemoteVersions(config('2.0.0'), config('2.1.0'), BASE)).toEqual([
      {
        name: 'child_app',
        from: 'https://cdn.example/child/mf-manifest.json?v=2.0.0',
        to: 'https://cdn.example/child/mf-manifest.json?v=2.1.0',
      },
    ]);
  });

  it('sees a moved remote, an added one and a removed one', () => {
    const before: RemoteConfig = {
      remotes: {
        child_app: { manifest: 'http://a.example/mf-manifest.json' },
        old_app: { manifest: '/old/mf-manifest.json' },
      },
    };
    const after: RemoteConfig = {
      remotes: {
        child_app: { manifest: 'http://b.example/mf-manifest.json' },
        new_app: { manifest: '/new/mf-manifest.json', version: '1' },
      },
    };
    expect(diffRemoteVersions(before, after, BASE)).toEqual([
      {
        name: 'child_app',
        from: 'http://a.example/mf-manifest.json',
        to: 'http://b.example/mf-manifest.json',
      },
      { name: 'new_app', to: 'https://mesadinha.example/new/mf-manifest.json?v=1' },
      { name: 'old_app', from: 'https://mesadinha.example/old/mf-manifest.json' },
    ]);
  });
});

describe('remote version caches', () => {
  const url = (v: string) => `https://cdn.example/child/mf-manifest.json?v=${v}`;

  it('names a cache per remote deployment and reads the name back', () => {
    const name = remoteCacheName('child_app', url('1'));
    expect(readRemoteCacheName(name)).toEqual({ name: 'child_app', manifestUrl: url('1') });
    expect(readRemoteCacheName('workbox-precache-v2-https://x/')).toBeNull();
    expect(readRemoteCacheName('mesadinha-api')).toBeNull();
  });

  it('keeps the current deployment and the one before it, drops older ones', () => {
    const names = ['1', '2', '3'].map((v) => remoteCacheName('child_app', url(v)));
    const parent = remoteCacheName('parent_app', '/p/mf-manifest.json?v=9');
    const current = new Map([
      ['child_app', url('3')],
      ['parent_app', '/p/mf-manifest.json?v=9'],
    ]);
    expect(staleRemoteCaches(['mesadinha-api', ...names, parent], current)).toEqual([names[0]]);
  });

  it('keeps an older deployment that is current again (a rollback) and the newest other', () => {
    const names = ['1', '2', '3'].map((v) => remoteCacheName('child_app', url(v)));
    expect(staleRemoteCaches(names, new Map([['child_app', url('1')]]))).toEqual([names[1]]);
  });

  it('keeps only the newest cache of a remote no longer configured', () => {
    const names = ['1', '2'].map((v) => remoteCacheName('gone_app', url(v)));
    expect(staleRemoteCaches(names, new Map())).toEqual([names[0]]);
  });
});

describe('manifestAssets', () => {
  const manifest = {
    metaData: {
      publicPath: 'auto',
      remoteEntry: { name: 'static/js/child_app.737a9ed75b.js', path: '' },
    },
    shared: [
      {
        assets: {
          js: { sync: ['static/js/async/2.1786c556c8.js'], async: [] },
          css: { sync: ['static/css/async/2.e1b84bf11a.css'], async: [] },
        },
      },
    ],
    exposes: [
      {
        assets: {
          js: { sync: ['static/js/async/app.aa.js'], async: ['static/js/async/goals.bb.js'] },
          css: { sync: [], async: ['static/css/async/goals.cc.css'] },
        },
      },
    ],
  };

  it('lists the entry, shared and exposed scripts and styles beside the manifest', () => {
    expect(
      manifestAssets(manifest, 'http://localhost:4002/some/path/mf-manifest.json?v=1'),
    ).toEqual(
      [
        'static/js/child_app.737a9ed75b.js',
        'static/js/async/2.1786c556c8.js',
        'static/css/async/2.e1b84bf11a.css',
        'static/js/async/app.aa.js',
        'static/js/async/goals.bb.js',
        'static/css/async/goals.cc.css',
      ].map((file) => `http://localhost:4002/some/path/${file}`),
    );
  });

  it('follows an explicit publicPath and an entry path, and reads nothing from garbage', () => {
    const explicit = {
      metaData: {
        publicPath: 'https://cdn.example/v2/',
        remoteEntry: { name: 'entry.js', path: 'js/' },
      },
    };
    expect(manifestAssets(explicit, 'https://x.example/mf-manifest.json')).toEqual([
      'https://cdn.example/v2/js/entry.js',
    ]);
    expect(manifestAssets(null, 'https://x.example/mf-manifest.json')).toEqual([]);
  });
});
