/**
 * Design tokens of Mesadinha: one neutral `parent` theme and one theme per child age group
 * (kids 9-12, teens 13-15, young 16+), each with a light and a dark colour scheme.
 *
 * Every text/background pair used by the components is checked for WCAG AA contrast (≥ 4.5:1)
 * by `contrast.test.ts`, so change colours here and run the tests.
 */

/** Name of a theme: the neutral parent theme or one of the three child age groups. */
export type ThemeName = 'parent' | 'kids' | 'teens' | 'young';

/** Age group of a child, as named in the spec (kids 9-12, teens 13-15, young 16+). */
export type AgeGroupTheme = Exclude<ThemeName, 'parent'>;

/** Light or dark colour scheme. */
export type ColorScheme = 'light' | 'dark';

/** Every theme name, in display order. */
export const themeNames: readonly ThemeName[] = ['parent', 'kids', 'teens', 'young'];

/** Both colour schemes, in display order. */
export const colorSchemes: readonly ColorScheme[] = ['light', 'dark'];

/** Colours of one theme in one scheme. Each key becomes a `--mesa-color-<kebab-key>` property. */
export interface ColorTokens {
  /** Page background. */
  bg: string;
  /** Cards, inputs, dialogs. */
  surface: string;
  /** Secondary surfaces (chips, table stripes, skeletons). */
  surfaceAlt: string;
  text: string;
  /** Secondary text (hints, captions); still ≥ 4.5:1 on every surface. */
  textMuted: string;
  /** Borders of inputs and cards (non-text, ≥ 3:1 on surface for inputs). */
  border: string;
  /** Brand colour: primary buttons, links, active navigation. */
  primary: string;
  /** Text on `primary`. */
  onPrimary: string;
  /** Tinted background for selected items; `primary` text must read on it. */
  primarySoft: string;
  /** Focus outline colour. */
  focus: string;
  success: string;
  successSoft: string;
  danger: string;
  dangerSoft: string;
  /** Text on a solid `danger` background (danger buttons). */
  onDanger: string;
  warning: string;
  warningSoft: string;
  info: string;
  infoSoft: string;
  /** Age-group badge colours, the same in every theme so a parent sees the child's colour. */
  kids: string;
  kidsSoft: string;
  teens: string;
  teensSoft: string;
  young: string;
  youngSoft: string;
}

/** Corner radii. */
export interface RadiusTokens {
  sm: string;
  md: string;
  lg: string;
  pill: string;
}

/** Font family and type scale (rem values). */
export interface TypographyTokens {
  fontFamily: string;
  lineHeight: number;
  scale: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
}

/** How a theme talks to its user: greeting and motivational message, in pt-BR. */
export interface ThemeTone {
  greeting: string;
  motivationalMessage: string;
}

/** Every token of one theme. */
export interface ThemeTokens {
  name: ThemeName;
  /** Human name of the theme (pt-BR), for pickers and documentation. */
  label: string;
  colors: Record<ColorScheme, ColorTokens>;
  radius: RadiusTokens;
  typography: TypographyTokens;
  tone: ThemeTone;
}

type BaseColors = Pick<
  ColorTokens,
  | 'bg'
  | 'surface'
  | 'surfaceAlt'
  | 'text'
  | 'textMuted'
  | 'border'
  | 'primary'
  | 'onPrimary'
  | 'primarySoft'
  | 'focus'
>;

/** Status and age-group colours shared by every theme of a scheme. */
const shared: Record<ColorScheme, Omit<ColorTokens, keyof BaseColors>> = {
  light: {
    success: '#146c2e',
    successSoft: '#e3f4e8',
    danger: '#b3261e',
    dangerSoft: '#fde7e6',
    onDanger: '#ffffff',
    warning: '#7a4700',
    warningSoft: '#fff1d6',
    info: '#0b5cad',
    infoSoft: '#e3effc',
    kids: '#6a1fb5',
    kidsSoft: '#f1e6fc',
    teens: '#00625e',
    teensSoft: '#d7f2f0',
    young: '#2f5d50',
    youngSoft: '#e2ece8',
  },
  dark: {
    success: '#7ee2a0',
    successSoft: '#15301f',
    danger: '#ffb4ab',
    dangerSoft: '#3b1614',
    onDanger: '#410002',
    warning: '#ffcc80',
    warningSoft: '#3a2a0c',
    info: '#9ccaff',
    infoSoft: '#0f2740',
    kids: '#d9b8ff',
    kidsSoft: '#3a2258',
    teens: '#7ce5de',
    teensSoft: '#0f3b3a',
    young: '#a3dcc6',
    youngSoft: '#1f3530',
  },
};

function colors(light: BaseColors, dark: BaseColors): Record<ColorScheme, ColorTokens> {
  return { light: { ...light, ...shared.light }, dark: { ...dark, ...shared.dark } };
}

const systemFont =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/** Tokens of every theme, keyed by theme name. */
export const themes: Record<ThemeName, ThemeTokens> = {
  parent: {
    name: 'parent',
    label: 'Responsável',
    colors: colors(
      {
        bg: '#f5f7fa',
        surface: '#ffffff',
        surfaceAlt: '#eef1f5',
        text: '#1b2230',
        textMuted: '#4d5668',
        border: '#8a94a6',
        primary: '#1d5bbf',
        onPrimary: '#ffffff',
        primarySoft: '#e4ecfa',
        focus: '#1d5bbf',
      },
      {
        bg: '#0f141c',
        surface: '#171e29',
        surfaceAlt: '#212a38',
        text: '#eef2f7',
        textMuted: '#b3bdcc',
        border: '#6b7890',
        primary: '#8fb6ff',
        onPrimary: '#0a1a33',
        primarySoft: '#1d2d4a',
        focus: '#8fb6ff',
      },
    ),
    radius: { sm: '6px', md: '10px', lg: '14px', pill: '999px' },
    typography: {
      fontFamily: systemFont,
      lineHeight: 1.5,
      scale: {
        xs: '0.75rem',
        sm: '0.875rem',
        md: '1rem',
        lg: '1.2rem',
        xl: '1.44rem',
        xxl: '1.728rem',
      },
    },
    tone: {
      greeting: 'Olá! Que bom ter você por aqui.',
      motivationalMessage: 'Acompanhe as tarefas e as conquistas da sua família em um só lugar.',
    },
  },
  kids: {
    name: 'kids',
    label: 'Crianças (9 a 12 anos)',
    colors: colors(
      {
        bg: '#fff8ec',
        surface: '#ffffff',
        surfaceAlt: '#fff0d6',
        text: '#2a1a3d',
        textMuted: '#5a4a6b',
        border: '#9a85b0',
        primary: '#7b2cc9',
        onPrimary: '#ffffff',
        primarySoft: '#f1e6fc',
        focus: '#7b2cc9',
      },
      {
        bg: '#1a1026',
        surface: '#241733',
        surfaceAlt: '#302042',
        text: '#f8f0ff',
        textMuted: '#cdbfe0',
        border: '#8a72a8',
        primary: '#d1a6ff',
        onPrimary: '#2a0a4a',
        primarySoft: '#3a2258',
        focus: '#d1a6ff',
      },
    ),
    radius: { sm: '10px', md: '16px', lg: '24px', pill: '999px' },
    typography: {
      fontFamily: `"Nunito", "Comic Neue", ui-rounded, ${systemFont}`,
      lineHeight: 1.55,
      scale: {
        xs: '0.8125rem',
        sm: '0.9375rem',
        md: '1.0625rem',
        lg: '1.328rem',
        xl: '1.66rem',
        xxl: '2.075rem',
      },
    },
    tone: {
      greeting: 'Oba, que bom te ver! 🎉',
      motivationalMessage: 'Cada tarefa feita deixa você mais perto do seu sonho! 🚀',
    },
  },
  teens: {
    name: 'teens',
    label: 'Adolescentes (13 a 15 anos)',
    colors: colors(
      {
        bg: '#f0fbfb',
        surface: '#ffffff',
        surfaceAlt: '#dff4f3',
        text: '#102a2b',
        textMuted: '#3d5a5b',
        border: '#6f9a99',
        primary: '#00726d',
        onPrimary: '#ffffff',
        primarySoft: '#d7f2f0',
        focus: '#00726d',
      },
      {
        bg: '#071a1b',
        surface: '#0e2627',
        surfaceAlt: '#153334',
        text: '#e6fbfa',
        textMuted: '#a9cfcd',
        border: '#4f8583',
        primary: '#5fdbd3',
        onPrimary: '#00302d',
        primarySoft: '#0f3b3a',
        focus: '#5fdbd3',
      },
    ),
    radius: { sm: '8px', md: '12px', lg: '18px', pill: '999px' },
    typography: {
      fontFamily: systemFont,
      lineHeight: 1.5,
      scale: {
        xs: '0.75rem',
        sm: '0.875rem',
        md: '1rem',
        lg: '1.2rem',
        xl: '1.44rem',
        xxl: '1.728rem',
      },
    },
    tone: {
      greeting: 'E aí, tudo certo? 👋',
      motivationalMessage: 'Bora mandar bem nas tarefas e turbinar suas metas!',
    },
  },
  young: {
    name: 'young',
    label: 'Jovens (16 anos ou mais)',
    colors: colors(
      {
        bg: '#f6f6f4',
        surface: '#ffffff',
        surfaceAlt: '#ecebe7',
        text: '#1c1c1a',
        textMuted: '#4f4f4a',
        border: '#8c8b84',
        primary: '#2f5d50',
        onPrimary: '#ffffff',
        primarySoft: '#e2ece8',
        focus: '#2f5d50',
      },
      {
        bg: '#121212',
        surface: '#1c1c1b',
        surfaceAlt: '#262624',
        text: '#f1f0ec',
        textMuted: '#bdbbb3',
        border: '#77766f',
        primary: '#8fd1b9',
        onPrimary: '#0d2a20',
        primarySoft: '#1f3530',
        focus: '#8fd1b9',
      },
    ),
    radius: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
    typography: {
      fontFamily: systemFont,
      lineHeight: 1.5,
      scale: {
        xs: '0.75rem',
        sm: '0.875rem',
        md: '1rem',
        lg: '1.15rem',
        xl: '1.35rem',
        xxl: '1.6rem',
      },
    },
    tone: {
      greeting: 'Olá, bom ver você por aqui.',
      motivationalMessage:
        'Disciplina hoje, liberdade amanhã: continue construindo seus objetivos.',
    },
  },
};

/** Tokens of the three child age-group themes only (kids, teens, young). */
export const ageThemes: Record<AgeGroupTheme, ThemeTokens> = {
  kids: themes.kids,
  teens: themes.teens,
  young: themes.young,
};
