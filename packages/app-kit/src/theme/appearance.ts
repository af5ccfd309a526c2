import type { Appearance } from '@portal/contracts/settings';

/*
 * The family's appearance (theme, language, currency; issue 12, ADR 029) on this device.
 * No React and no zod here: the shell's entry module runs this before its first paint, ahead of
 * the Module Federation async boundary (React is a shared singleton it may not load yet).
 */

/** localStorage key of the last known appearance (spec 001 §7: used when none is known yet or on failure). */
export const APPEARANCE_STORAGE_KEY = 'appearanceSettings';

/**
 * The appearance before any family is known on this device (a first visit, the welcome page):
 * the spec's defaults (pt-BR, BRL) with the scheme following the device. A signed-in family
 * always has a stored choice (light unless changed: `GET /api/me`).
 */
export const VISITOR_APPEARANCE: Appearance = Object.freeze({
  theme: 'auto',
  language: 'pt-BR',
  currency: 'BRL',
});

const THEMES = ['light', 'dark', 'auto'] as const;
const LANGUAGES = ['pt-BR', 'en-US', 'es-ES'] as const;
const CURRENCIES = ['BRL', 'USD', 'EUR'] as const;

function pick<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/**
 * Any value (stored text parsed, an API field) → an appearance, field by field, unknown values
 * falling back to {@link VISITOR_APPEARANCE}; null when it is not an object at all.
 */
export function parseAppearance(value: unknown): Appearance | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  return {
    theme: pick(THEMES, record.theme, VISITOR_APPEARANCE.theme),
    language: pick(LANGUAGES, record.language, VISITOR_APPEARANCE.language),
    currency: pick(CURRENCIES, record.currency, VISITOR_APPEARANCE.currency),
  };
}

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** The appearance this device last saw, or null (never stored, unreadable, storage blocked). */
export function readStoredAppearance(): Appearance | null {
  try {
    const raw = storage()?.getItem(APPEARANCE_STORAGE_KEY);
    return raw ? parseAppearance(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

/** Remembers the appearance for the next load (ignored when storage refuses it). */
export function storeAppearance(appearance: Appearance): void {
  try {
    storage()?.setItem(APPEARANCE_STORAGE_KEY, JSON.stringify(appearance));
  } catch {
    // Private mode or a full quota: the choice still holds for this visit.
  }
}

/**
 * Applies what the document itself carries: `lang` (screen readers, hyphenation; the texts stay
 * pt-BR, ADR 029) and `color-scheme`, so native controls, scrollbars and the page canvas follow
 * before any stylesheet or React render (`auto` → `light dark`, the device decides).
 */
export function applyAppearanceToDocument(
  appearance: Appearance,
  root: HTMLElement | undefined = globalThis.document?.documentElement,
): void {
  if (!root) return;
  root.lang = appearance.language;
  root.style.colorScheme = appearance.theme === 'auto' ? 'light dark' : appearance.theme;
  root.dataset.appearanceTheme = appearance.theme;
}

function same(a: Appearance, b: Appearance): boolean {
  return a.theme === b.theme && a.language === b.language && a.currency === b.currency;
}

/** The page's current appearance, observable (`useAppearance` of `@portal/app-kit/color-scheme`). */
export interface AppearanceStore {
  get(): Appearance;
  /** A newer appearance (from `GET /api/me`): applied to the document, remembered, announced. */
  set(appearance: Appearance): void;
  subscribe(listener: () => void): () => void;
}

/**
 * A store starting from the remembered appearance (or {@link VISITOR_APPEARANCE}) and applying
 * it to the document at once — the shell creates it in its entry module, before the first paint.
 */
export function createAppearanceStore(
  initial: Appearance = readStoredAppearance() ?? VISITOR_APPEARANCE,
): AppearanceStore {
  let current = initial;
  const listeners = new Set<() => void>();
  applyAppearanceToDocument(current);
  return {
    get: () => current,
    set(next) {
      storeAppearance(next);
      if (same(current, next)) return;
      current = { ...next };
      applyAppearanceToDocument(current);
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
