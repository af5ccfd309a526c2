/**
 * Browser APIs the design system's Radix primitives use that jsdom lacks. Import it once from a
 * Vitest setup file of any package that renders design-system components in jsdom:
 * `import '@portal/design-system/jsdom-shims';` (never from app code; browsers have these).
 */

// Radix measures controls (Checkbox, Switch) and positions popovers and menus (Floating UI)
// with ResizeObserver. jsdom has no layout, so a no-op observer reports what jsdom would anyway.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}
