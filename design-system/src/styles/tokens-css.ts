import { colorSchemes, themeNames, themes, type ThemeTokens } from '../themes/themes';

const kebab = (key: string): string => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Custom properties that do not depend on the colour scheme (shape, type, density, motion). */
export function shapeProperties(theme: ThemeTokens): Record<string, string> {
  const { radius, typography, density, motion, illustration } = theme;
  return {
    ...Object.fromEntries(Object.entries(radius).map(([k, v]) => [`--mesa-radius-${k}`, v])),
    ...Object.fromEntries(
      Object.entries(typography.scale).map(([k, v]) => [`--mesa-font-size-${k}`, v]),
    ),
    '--mesa-font-family': typography.fontFamily,
    '--mesa-line-height': String(typography.lineHeight),
    '--mesa-font-weight-heading': String(typography.headingWeight),
    ...Object.fromEntries(Object.entries(density.space).map(([k, v]) => [`--mesa-space-${k}`, v])),
    '--mesa-control-height': density.controlHeight,
    '--mesa-motion-fast': motion.fast,
    '--mesa-motion-base': motion.base,
    '--mesa-motion-slow': motion.slow,
    '--mesa-motion-easing': motion.easing,
    '--mesa-illustration-size': illustration.size,
  };
}

function themeBlock(theme: ThemeTokens): string {
  const shared = Object.entries(shapeProperties(theme))
    .map(([k, v]) => `${k}: ${v};`)
    .join('\n  ');
  return colorSchemes
    .map((scheme) => {
      const colors = Object.entries(theme.colors[scheme])
        .map(([k, v]) => `--mesa-color-${kebab(k)}: ${v};`)
        .join('\n  ');
      return `[data-mesa-theme='${theme.name}'][data-mesa-scheme='${scheme}'] {\n  color-scheme: ${scheme};\n  ${shared}\n  ${colors}\n}`;
    })
    .join('\n');
}

/*
 * Same specificity as the theme blocks and later in the sheet, so it wins in every theme and
 * scheme: components animate with the motion tokens, so zero durations stop the movement.
 */
const reducedMotion = `@media (prefers-reduced-motion: reduce) {
  [data-mesa-theme][data-mesa-scheme] {
    --mesa-motion-fast: 0ms;
    --mesa-motion-base: 0ms;
    --mesa-motion-slow: 0ms;
  }
}`;

/**
 * Custom properties of every theme and scheme, keyed by `[data-mesa-theme][data-mesa-scheme]`
 * so nested `ThemeProvider`s (e.g. a kids card inside the parent area) override their parent.
 */
export const tokensCss: string = [
  ...themeNames.map((name) => themeBlock(themes[name])),
  reducedMotion,
].join('\n');
