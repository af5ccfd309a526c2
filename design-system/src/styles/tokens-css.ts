import { colorSchemes, themeNames, themes, type ThemeTokens } from '../themes/themes';

const kebab = (key: string): string => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function themeBlock(theme: ThemeTokens): string {
  const shared = [
    ...Object.entries(theme.radius).map(([k, v]) => `--mesa-radius-${k}: ${v};`),
    ...Object.entries(theme.typography.scale).map(([k, v]) => `--mesa-font-size-${k}: ${v};`),
    `--mesa-font-family: ${theme.typography.fontFamily};`,
    `--mesa-line-height: ${theme.typography.lineHeight};`,
  ].join('\n  ');
  return colorSchemes
    .map((scheme) => {
      const colors = Object.entries(theme.colors[scheme])
        .map(([k, v]) => `--mesa-color-${kebab(k)}: ${v};`)
        .join('\n  ');
      return `[data-mesa-theme='${theme.name}'][data-mesa-scheme='${scheme}'] {\n  color-scheme: ${scheme};\n  ${shared}\n  ${colors}\n}`;
    })
    .join('\n');
}

/**
 * Custom properties of every theme and scheme, keyed by `[data-mesa-theme][data-mesa-scheme]`
 * so nested `ThemeProvider`s (e.g. a kids card inside the parent area) override their parent.
 */
export const tokensCss: string = themeNames.map((name) => themeBlock(themes[name])).join('\n');
