import { describe, expect, it } from 'vitest';
import { apiAssetUrl } from './api-url';

describe('apiAssetUrl', () => {
  it('serves a BFF path through the API base (the default proxied /api)', () => {
    expect(apiAssetUrl('/api/submissions/s1/photo')).toBe('/api/submissions/s1/photo');
    expect(apiAssetUrl('/submissions/s1/photo')).toBe('/api/submissions/s1/photo');
  });

  it('keeps absolute URLs', () => {
    expect(apiAssetUrl('https://cdn.example/p.jpg')).toBe('https://cdn.example/p.jpg');
  });
});
