/**
 * WCAG 2.x contrast maths. jsdom cannot compute colour contrast, so axe's color-contrast rule
 * is off in the story tests and `contrast.test.ts` checks the token pairs with these helpers.
 */
import type { ColorTokens } from './themes';

/** Relative luminance of a `#rrggbb` colour (WCAG 2.x definition). */
export function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Expected a #rrggbb colour, got ${hex}`);
  const [r, g, b] = match.slice(1, 4).map((part) => {
    const channel = Number.parseInt(part, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio between two `#rrggbb` colours, from 1 to 21. */
export function contrastRatio(foreground: string, background: string): number {
  const a = relativeLuminance(foreground);
  const b = relativeLuminance(background);
  const [light, dark] = a > b ? [a, b] : [b, a];
  return (light + 0.05) / (dark + 0.05);
}

type ColorKey = keyof ColorTokens;

/**
 * Every (text, background) token pair that a component renders text with. Keep this in sync
 * with the component CSS in the component stylesheets (`components/<name>/<name>.css`).
 */
export const textPairs: ReadonlyArray<readonly [ColorKey, ColorKey]> = [
  ['text', 'bg'],
  ['text', 'surface'],
  ['text', 'surfaceAlt'],
  ['textMuted', 'bg'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceAlt'],
  ['onPrimary', 'primary'],
  ['primary', 'bg'],
  ['primary', 'surface'],
  ['primary', 'primarySoft'],
  ['text', 'primarySoft'],
  ['onDanger', 'danger'],
  ['danger', 'surface'],
  ['danger', 'bg'],
  ['success', 'surface'],
  ['success', 'bg'],
  ['success', 'successSoft'],
  ['danger', 'dangerSoft'],
  ['warning', 'warningSoft'],
  ['info', 'infoSoft'],
  ['text', 'successSoft'],
  ['text', 'dangerSoft'],
  ['text', 'warningSoft'],
  ['text', 'infoSoft'],
  // Plain links take `primary` (styles/base.css) and can sit on any surface or alert.
  ['primary', 'surfaceAlt'],
  ['primary', 'infoSoft'],
  ['primary', 'successSoft'],
  ['primary', 'warningSoft'],
  ['primary', 'dangerSoft'],
  ['kids', 'kidsSoft'],
  ['teens', 'teensSoft'],
  ['young', 'youngSoft'],
  // Signed amounts (Money: + in success, − in danger) also sit on striped rows and chips; the
  // muted caption on a selected item (issue 12: every pair checked in dark as well as light).
  ['success', 'surfaceAlt'],
  ['danger', 'surfaceAlt'],
  ['textMuted', 'primarySoft'],
];

/** Non-text pairs (input borders, focus rings) that need 3:1 (WCAG 1.4.11). */
export const nonTextPairs: ReadonlyArray<readonly [ColorKey, ColorKey]> = [
  ['border', 'surface'],
  ['focus', 'bg'],
  ['focus', 'surface'],
  // Progress ring arcs and bar chart bars carry the value: primary on the card or the page.
  ['primary', 'surface'],
  ['primary', 'bg'],
];
