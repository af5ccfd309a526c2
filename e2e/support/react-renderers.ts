import type { Page } from '@playwright/test';

/**
 * Counts the React renderers (copies of react-dom) that start on a page, the way React DevTools
 * sees them: every react-dom copy calls `__REACT_DEVTOOLS_GLOBAL_HOOK__.inject` once when it loads,
 * in production builds too. Install before navigation.
 */
export async function installRendererCounter(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const renderers: { version: string; packageName: string }[] = [];
    let nextId = 1;
    Object.defineProperty(window, '__MESA_RENDERERS__', { value: renderers });
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      configurable: true,
      value: {
        renderers: new Map(),
        supportsFiber: true,
        isDisabled: false,
        inject(renderer: { version?: string; rendererPackageName?: string }) {
          renderers.push({
            version: renderer.version ?? 'unknown',
            packageName: renderer.rendererPackageName ?? 'unknown',
          });
          return nextId++;
        },
        checkDCE() {},
        onScheduleFiberRoot() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
      },
    });
  });
}

/** The renderers that loaded so far (see installRendererCounter). */
export function loadedRenderers(page: Page): Promise<{ version: string; packageName: string }[]> {
  return page.evaluate(
    () =>
      (window as unknown as { __MESA_RENDERERS__: { version: string; packageName: string }[] })
        .__MESA_RENDERERS__,
  );
}
