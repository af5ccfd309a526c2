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
  headingWeight: HeadingWeight;
  scale: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
}

/** Font weight of headings: rounder, heavier titles for younger users. */
export type HeadingWeight = 600 | 700 | 800;

/**
 * Spacing density. `space` keys become `--mesa-space-<key>` (gaps and paddings of every
 * component); `controlHeight` becomes `--mesa-control-height` (buttons, fields, tabs), never
 * below the 44 px touch target.
 */
export interface DensityTokens {
  space: { xs: string; sm: string; md: string; lg: string; xl: string };
  controlHeight: string;
}

/**
 * Motion: durations (`--mesa-motion-fast|base|slow`) and the easing curve
 * (`--mesa-motion-easing`). Under `prefers-reduced-motion: reduce` every duration becomes 0 ms.
 */
export interface MotionTokens {
  /** Hover, press, colour changes. */
  fast: string;
  /** Switches, toasts, dialogs entering. */
  base: string;
  /** Progress bars and other larger movements. */
  slow: string;
  easing: string;
}

/**
 * How much a theme uses emoji and illustration. `rich`: in headings, copy and empty states;
 * `sparing`: once in a while, never in errors; `none`: not in copy (icons in navigation stay).
 */
export type EmojiUse = 'rich' | 'sparing' | 'none';

/** Illustration tokens: the emoji policy of the copy and the size of empty-state art. */
export interface IllustrationTokens {
  emoji: EmojiUse;
  /** Size of decorative art (empty states, carousel slides): `--mesa-illustration-size`. */
  size: string;
}

/**
 * How a theme talks to its user, in pt-BR. Each line is the theme's voice for one situation,
 * so a screen picks the line for its situation and the age group sets the tone. Emoji follow
 * the theme's `illustration.emoji` (the tests check it).
 */
export interface ThemeTone {
  /** One line describing the voice, for writers and Storybook (no emoji). */
  voice: string;
  greeting: string;
  motivationalMessage: string;
  /** A list with nothing in it (no tasks, no goals). */
  emptyState: string;
  /** After a task is done or approved. */
  celebration: string;
  /** A helper line under a field or a form. */
  hint: string;
  /** Something failed and can be tried again. */
  errorRecovery: string;
}

/** Every token of one theme. */
export interface ThemeTokens {
  name: ThemeName;
  /** Human name of the theme (pt-BR), for pickers and documentation. */
  label: string;
  colors: Record<ColorScheme, ColorTokens>;
  radius: RadiusTokens;
  typography: TypographyTokens;
  density: DensityTokens;
  motion: MotionTokens;
  illustration: IllustrationTokens;
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
      headingWeight: 700,
      scale: {
        xs: '0.75rem',
        sm: '0.875rem',
        md: '1rem',
        lg: '1.2rem',
        xl: '1.44rem',
        xxl: '1.728rem',
      },
    },
    density: {
      space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2rem' },
      controlHeight: '44px',
    },
    motion: { fast: '120ms', base: '200ms', slow: '300ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
    illustration: { emoji: 'none', size: '2.5rem' },
    tone: {
      voice: 'Claro e cordial, frases completas, sem emojis.',
      greeting: 'Olá! Que bom ter você por aqui.',
      motivationalMessage: 'Acompanhe as tarefas e as conquistas da sua família em um só lugar.',
      emptyState: 'Nada por aqui ainda. Quando houver novidades, elas aparecem nesta lista.',
      celebration: 'Tudo certo: a tarefa foi registrada.',
      hint: 'Você pode alterar isso depois nas configurações.',
      errorRecovery: 'Não foi possível concluir agora. Tente novamente em instantes.',
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
      headingWeight: 800,
      scale: {
        xs: '0.8125rem',
        sm: '0.9375rem',
        md: '1.0625rem',
        lg: '1.328rem',
        xl: '1.66rem',
        xxl: '2.075rem',
      },
    },
    density: {
      space: { xs: '0.375rem', sm: '0.625rem', md: '1.25rem', lg: '1.75rem', xl: '2.5rem' },
      controlHeight: '52px',
    },
    motion: {
      fast: '160ms',
      base: '280ms',
      slow: '450ms',
      easing: 'cubic-bezier(0.34, 1.56, 0.64, 1)',
    },
    illustration: { emoji: 'rich', size: '4rem' },
    tone: {
      voice: 'Animado e carinhoso, frases curtas, emojis à vontade.',
      greeting: 'Oba, que bom te ver! 🎉',
      motivationalMessage: 'Cada tarefa feita deixa você mais perto do seu sonho! 🚀',
      emptyState: 'Nenhuma tarefa por aqui. Hora de brincar! 🪁',
      celebration: 'Mandou muito bem! Mais uma estrela pra você! ⭐',
      hint: 'Dica: se ficar com dúvida, chame um adulto pra ajudar. 💡',
      errorRecovery: 'Ops! Algo deu errado. Vamos tentar de novo? 🔄',
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
      headingWeight: 700,
      scale: {
        xs: '0.75rem',
        sm: '0.875rem',
        md: '1rem',
        lg: '1.2rem',
        xl: '1.44rem',
        xxl: '1.728rem',
      },
    },
    density: {
      space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2rem' },
      controlHeight: '48px',
    },
    motion: {
      fast: '140ms',
      base: '220ms',
      slow: '350ms',
      easing: 'cubic-bezier(0.2, 0.8, 0.2, 1)',
    },
    illustration: { emoji: 'sparing', size: '3rem' },
    tone: {
      voice: 'Descontraído e direto, gírias leves, um emoji de vez em quando.',
      greeting: 'E aí, tudo certo? 👋',
      motivationalMessage: 'Bora mandar bem nas tarefas e turbinar suas metas!',
      emptyState: 'Tudo em dia por aqui. Aproveita!',
      celebration: 'Boa! Mais uma pra conta. 🔥',
      hint: 'Relaxa: dá pra mudar isso depois.',
      errorRecovery: 'Não rolou agora. Tenta de novo daqui a pouco.',
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
      headingWeight: 600,
      scale: {
        xs: '0.75rem',
        sm: '0.875rem',
        md: '1rem',
        lg: '1.15rem',
        xl: '1.35rem',
        xxl: '1.6rem',
      },
    },
    density: {
      space: { xs: '0.25rem', sm: '0.5rem', md: '0.875rem', lg: '1.25rem', xl: '1.75rem' },
      controlHeight: '44px',
    },
    motion: { fast: '100ms', base: '160ms', slow: '240ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
    illustration: { emoji: 'none', size: '2.25rem' },
    tone: {
      voice: 'Direto e respeitoso, de igual para igual, sem emojis.',
      greeting: 'Olá, bom ver você por aqui.',
      motivationalMessage:
        'Disciplina hoje, liberdade amanhã: continue construindo seus objetivos.',
      emptyState: 'Nenhuma pendência no momento.',
      celebration: 'Tarefa concluída. Seu saldo foi atualizado.',
      hint: 'Você pode alterar isso depois.',
      errorRecovery: 'Algo deu errado. Tente novamente.',
    },
  },
};

/** Tokens of the three child age-group themes only (kids, teens, young). */
export const ageThemes: Record<AgeGroupTheme, ThemeTokens> = {
  kids: themes.kids,
  teens: themes.teens,
  young: themes.young,
};
