import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WIDE_LAYOUT_QUERY } from '../internal/media';
import { colorSchemes, themeNames } from '../themes/themes';
import { tokensCss } from './tokens-css';

// Vitest runs from the package root and does not load CSS into modules, so read the files.
/** Every stylesheet of the design system except the generated tokens, as text, by path. */
const sheets: Record<string, string> = Object.fromEntries(
  readdirSync('src', { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.css') && path !== join('styles', 'tokens.css'))
    .map((path) => [`../${path}`, readFileSync(join('src', path), 'utf8')]),
);
const componentsCss = Object.values(sheets).join('\n');

describe('design-system CSS', () => {
  it('has one stylesheet per component folder that imports it', () => {
    // Each component's CSS sits next to it: components/<name>/<name>.css.
    for (const path of Object.keys(sheets)) {
      expect(path).toMatch(
        /^\.\.\/(components\/([a-z-]+)\/\2|internal\/[a-z-]+|styles\/base)\.css$/,
      );
    }
    expect(Object.keys(sheets).length).toBeGreaterThan(20);
  });

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
    const withoutComments = componentsCss.replace(/\/\*[\s\S]*?\*\//g, '');
    const classes = Array.from(withoutComments.matchAll(/\.([a-zA-Z][\w-]*)/g), (m) => m[1]);
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

  it('switches to the side navigation at the same width as useWideLayout', () => {
    expect(sheets['../components/page-layout/page-layout.css']).toContain(
      `@media ${WIDE_LAYOUT_QUERY}`,
    );
  });
});
