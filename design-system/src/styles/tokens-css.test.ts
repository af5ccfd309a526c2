import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { tokensCss } from './tokens-css';

// Vitest runs from the package root.
const file = resolve('src/styles/tokens.css');
const header =
  '/* Generated from src/themes/themes.ts by `pnpm --filter @portal/design-system tokens`. Do not edit. */\n';

describe('tokens.css', () => {
  // A theme is data (themes.ts); the stylesheet is its checked-in rendering. Regenerate with
  // `pnpm --filter @portal/design-system tokens` (this test with UPDATE_TOKENS_CSS=1).
  it('is the rendering of the current themes.ts', () => {
    const expected = `${header}${tokensCss}\n`;
    if (process.env.UPDATE_TOKENS_CSS === '1') writeFileSync(file, expected);
    expect(readFileSync(file, 'utf8')).toBe(expected);
  });
});
