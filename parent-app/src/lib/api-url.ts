import { env } from '../env';

/**
 * A BFF path as the API returns it (`/api/submissions/<id>/photo`, relative to the BFF origin)
 * turned into a URL the browser can load from this page: the `/api` prefix is swapped for the
 * app's API base (`PUBLIC_API_BASE_URL`), so it works whether the base is the proxied `/api`
 * or an absolute origin. Absolute `http(s)` URLs are kept as they are.
 */
export function apiAssetUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  const base = env.PUBLIC_API_BASE_URL.replace(/\/+$/, '');
  const rest = path.startsWith('/api/') ? path.slice('/api'.length) : path;
  return `${base}${rest.startsWith('/') ? rest : `/${rest}`}`;
}
