/**
 * An `Intl` formatter built on its first use, then reused. Building one is not free: the first
 * `Intl.DateTimeFormat` with a `timeZone` loads the zone's data, tens of milliseconds on a phone.
 * Built at import, every page that loads this package paid for it before its first paint (ADR
 * 042), also the pages that never show a date or an amount.
 */
export function onFirstUse<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}

/** A non-negative integer in pt-BR digits grouped by thousands: `1234567` → `"1.234.567"`. */
export function groupThousands(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+$)/g, '.');
}
