import { colorSchemes, themeNames } from '../themes/themes';
import { componentsCss } from './components-css';
import { tokensCss } from './tokens-css';

describe('design-system CSS', () => {
  it('defines every theme in both schemes', () => {
    for (const theme of themeNames) {
      for (const scheme of colorSchemes) {
        expect(tokensCss).toContain(`[data-mesa-theme='${theme}'][data-mesa-scheme='${scheme}']`);
      }
    }
  });

  // A typo in a var() name silently falls back to nothing; catch it here.
  it('uses only custom properties that the tokens define', () => {
    const used = new Set(
      Array.from(componentsCss.matchAll(/var\((--mesa-[a-z0-9-]+)/g), (m) => m[1]),
    );
    const defined = new Set(Array.from(tokensCss.matchAll(/(--mesa-[a-z0-9-]+):/g), (m) => m[1]));
    const missing = [...used].filter((name) => !defined.has(name));
    expect(missing).toEqual([]);
    expect(used.size).toBeGreaterThan(10);
  });

  it('prefixes every component class with mesa-', () => {
    const classes = Array.from(componentsCss.matchAll(/\.([a-zA-Z][\w-]*)/g), (m) => m[1]);
    expect(classes.filter((name) => !name?.startsWith('mesa-'))).toEqual([]);
  });

  it('turns motion off for users who ask for reduced motion', () => {
    expect(componentsCss).toMatch(/@media \(prefers-reduced-motion: reduce\)/);
  });

  it('stops token-driven motion under reduced motion, in every theme and scheme', () => {
    const block =
      /@media \(prefers-reduced-motion: reduce\) \{\s*\[data-mesa-theme\]\[data-mesa-scheme\] \{([^}]*)\}/.exec(
        tokensCss,
      );
    expect(block?.[1]).toMatch(/--mesa-motion-fast: 0ms;/);
    expect(block?.[1]).toMatch(/--mesa-motion-base: 0ms;/);
    expect(block?.[1]).toMatch(/--mesa-motion-slow: 0ms;/);
    // It must come after the theme blocks, which have the same specificity.
    expect(tokensCss.indexOf('prefers-reduced-motion')).toBeGreaterThan(
      tokensCss.lastIndexOf("[data-mesa-theme='"),
    );
    // And the components must actually animate with the tokens, not fixed durations.
    expect(componentsCss).not.toMatch(/\b\d+ms (ease|linear)/);
  });

  it('draws a visible focus outline for keyboard users', () => {
    expect(componentsCss).toMatch(
      /:focus-visible \{\s*outline: 3px solid var\(--mesa-color-focus\)/,
    );
  });
});
