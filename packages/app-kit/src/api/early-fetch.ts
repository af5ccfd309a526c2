/**
 * The first screen's data, asked for as soon as the remote's code starts instead of once the
 * screen has rendered (the store's and the screen's chunks come first; ADR 045). Each answer is
 * handed to the first GET of its URL through the portal's base query, and only while fresh.
 */
const early = new Map<string, { answer: Promise<Response>; at: number }>();

/** How long an early answer may wait for its request (a slow phone is still downloading code). */
const FRESH_MS = 15_000;

/** Starts `GET url` (a path on the page's origin) with the session cookie, replacing any earlier one. */
export function fetchEarly(url: string): void {
  const href = new URL(url, window.location.href).href;
  const answer = fetch(href, { credentials: 'include', cache: 'no-store' });
  // Nobody may ever take it (the screen changed): its failure must not be an unhandled one.
  answer.catch(() => undefined);
  early.set(href, { answer, at: Date.now() });
}

/** What first screens ask the BFF before anything else: paths under the API base, by screen path. */
export type FirstScreenData = Readonly<Record<string, readonly string[]>>;

/**
 * The data of the page's first screen (`pathname`), asked for as the remote's code starts (its
 * exposed module calls this once), in parallel with the store's and the screen's chunks instead
 * of after them: the base query hands each answer to the screen's first request. Later screens
 * ask as they render: their code is usually there already.
 */
export function fetchFirstScreenData(
  baseUrl: string,
  table: FirstScreenData,
  pathname: string,
): void {
  for (const path of table[pathname] ?? []) fetchEarly(`${baseUrl}${path}`);
}

/** The early answer for this request, once: a fresh one for a GET of the same URL. */
export function takeEarly(request: Request): Promise<Response> | undefined {
  if (request.method !== 'GET') return undefined;
  const entry = early.get(request.url);
  if (!entry) return undefined;
  early.delete(request.url);
  return Date.now() - entry.at <= FRESH_MS ? entry.answer : undefined;
}

/** Forgets every early answer not taken yet: a session started or ended since it was asked. */
export function dropEarly(): void {
  early.clear();
}
