/**
 * Test setup for any package that renders design-system components in jsdom. Import it once
 * from a Vitest setup file: `import '@portal/design-system/jsdom-shims';` (never from app code).
 */
import { preloadPrimitives } from '../internal/primitives';

// Radix measures controls (Checkbox, Switch) and positions popovers and menus (Floating UI)
// with ResizeObserver. jsdom has no layout, so a no-op observer reports what jsdom would anyway.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

// The Radix primitives load on demand in the browser (ADR 018); tests get them up front so a
// component renders in the same pass as it would once the chunk is cached.
await preloadPrimitives();
