import { vi } from 'vitest';

/**
 * Stubs `window.matchMedia` (jsdom has none) with a device whose `prefers-color-scheme` is
 * `dark` or not; `setDark` changes it as the OS would at sunset, firing `change`.
 */
export function stubColorScheme(initial: 'light' | 'dark') {
  let dark = initial === 'dark';
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return query === '(prefers-color-scheme: dark)' ? dark : false;
    },
    addEventListener: (_type: 'change', listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: 'change', listener: () => void) => listeners.delete(listener),
  }));
  return {
    setDark(next: boolean) {
      dark = next;
      for (const listener of [...listeners]) listener();
    },
  };
}
