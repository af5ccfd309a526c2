import type { Preview } from '@storybook/react';
import { preloadPrimitives } from '../src/internal/primitives';
import { ThemeProvider } from '../src/theme-provider';
import {
  colorSchemes,
  themeNames,
  themes,
  type ColorScheme,
  type ThemeName,
} from '../src/themes/themes';

const isTheme = (value: unknown): value is ThemeName => themeNames.includes(value as ThemeName);
const isScheme = (value: unknown): value is ColorScheme =>
  colorSchemes.includes(value as ColorScheme);

/** Toolbar globals switch the theme and scheme of every story through one ThemeProvider. */
const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Tema (grupo de idade)',
      toolbar: {
        title: 'Tema',
        icon: 'paintbrush',
        items: themeNames.map((name) => ({ value: name, title: themes[name].label })),
        dynamicTitle: true,
      },
    },
    scheme: {
      description: 'Esquema de cores',
      toolbar: {
        title: 'Esquema',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Claro' },
          { value: 'dark', title: 'Escuro' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'parent', scheme: 'light' },
  // The Radix primitives are an on-demand chunk (ADR 018); load it before a story renders.
  loaders: [
    async () => {
      await preloadPrimitives();
      return {};
    },
  ],
  decorators: [
    (Story, context) => (
      <ThemeProvider
        theme={isTheme(context.globals.theme) ? context.globals.theme : 'parent'}
        scheme={isScheme(context.globals.scheme) ? context.globals.scheme : 'light'}
        // Page-sized stories (`parameters.fullBleed`) fill the frame, like a screen does.
        style={{ padding: context.parameters.fullBleed ? 0 : '1rem', minHeight: '100vh' }}
      >
        <Story />
      </ThemeProvider>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    // The two widths the screens are designed for; PageLayout switches layout at 1024 px.
    viewport: {
      options: {
        phone: {
          name: 'Celular (390 px)',
          styles: { width: '390px', height: '844px' },
          type: 'mobile',
        },
        desktop: {
          name: 'Desktop (1280 px)',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
  },
};

export default preview;
