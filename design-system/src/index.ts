/**
 * @portal/design-system: tokens, age themes (kids, teens, young) plus the neutral parent theme,
 * light/dark schemes and accessible React components of the Mesadinha portal.
 */
export {
  ThemeProvider,
  useTheme,
  useThemeAttributes,
  type ThemeContextValue,
  type ThemeProviderProps,
} from './theme-provider';
export {
  ageThemes,
  colorSchemes,
  themeNames,
  themes,
  type AgeGroupTheme,
  type ColorScheme,
  type ColorTokens,
  type DensityTokens,
  type EmojiUse,
  type HeadingWeight,
  type IllustrationTokens,
  type MotionTokens,
  type RadiusTokens,
  type ThemeName,
  type ThemeTokens,
  type ThemeTone,
  type TypographyTokens,
} from './themes/themes';
export { contrastRatio } from './themes/contrast';
export { prefetchCorePrimitives, preloadPrimitives } from './internal/primitives';
export * from './components/alert';
export * from './components/avatar';
export * from './components/bar-chart';
export * from './components/badge';
export * from './components/bottom-nav';
export * from './components/button';
export * from './components/card';
export * from './components/celebration';
export * from './components/carousel';
export * from './components/checkbox';
export * from './components/date-text';
export * from './components/dialog';
export * from './components/empty-state';
export * from './components/icon-button';
export * from './components/menu';
export * from './components/money-input';
export * from './components/money';
export * from './components/notification-bell';
export * from './components/page-layout';
export * from './components/pin-input';
export * from './components/popover';
export * from './components/progress-bar';
export * from './components/progress-ring';
export * from './components/select';
export * from './components/sheet';
export * from './components/skeleton';
export * from './components/spinner';
export * from './components/step-progress';
export * from './components/switch';
export * from './components/tabs';
export * from './components/text-field';
export * from './components/toast';
export * from './components/visually-hidden';
