import {
  createContext,
  useContext,
  useInsertionEffect,
  useMemo,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { injectStyles } from './styles';
import {
  themes,
  type ColorScheme,
  type EmojiUse,
  type ThemeName,
  type ThemeTone,
} from './themes/themes';

/** What `useTheme()` returns. */
export interface ThemeContextValue {
  theme: ThemeName;
  scheme: ColorScheme;
  /** The theme's voice (pt-BR): greeting, motivational message and helper lines. */
  tone: ThemeTone;
  /** How much this theme's copy uses emoji; app copy should follow it. */
  emoji: EmojiUse;
}

const defaultValue: ThemeContextValue = {
  theme: 'parent',
  scheme: 'light',
  tone: themes.parent.tone,
  emoji: themes.parent.illustration.emoji,
};

const ThemeContext = createContext<ThemeContextValue>(defaultValue);

/** Props of `ThemeProvider`; any other div attribute is passed to the wrapping div. */
export interface ThemeProviderProps extends HTMLAttributes<HTMLDivElement> {
  /** Defaults to the neutral `parent` theme. */
  theme?: ThemeName;
  /** Defaults to `light`. */
  scheme?: ColorScheme;
  children?: ReactNode;
}

/**
 * Applies a theme and colour scheme to its subtree and injects the design-system styles into
 * `document.head` once. Providers nest: a child-app section can switch to its age theme inside
 * the shell's parent-themed tree.
 */
export function ThemeProvider({
  theme = 'parent',
  scheme = 'light',
  children,
  className,
  ...rest
}: ThemeProviderProps) {
  // Insertion effects run before layout effects and paint, so no unstyled flash on the client;
  // they never run on the server, which keeps SSR safe.
  useInsertionEffect(() => {
    injectStyles();
  }, []);
  const value = useMemo<ThemeContextValue>(
    () => ({ theme, scheme, tone: themes[theme].tone, emoji: themes[theme].illustration.emoji }),
    [theme, scheme],
  );
  return (
    <ThemeContext.Provider value={value}>
      <div
        {...rest}
        className={className ? `mesa-root ${className}` : 'mesa-root'}
        data-mesa-theme={theme}
        data-mesa-scheme={scheme}
      >
        {children}
      </div>
    </ThemeContext.Provider>
  );
}

/** Current theme, scheme and tone. Outside any provider it returns the parent/light defaults. */
export function useTheme(): ThemeContextValue {
  return useContext(ThemeContext);
}

/**
 * Data attributes that re-apply the current theme on an element rendered outside the provider's
 * div (portals into `document.body`, fixed toast region).
 */
export function useThemeAttributes(): {
  'data-mesa-theme': ThemeName;
  'data-mesa-scheme': ColorScheme;
} {
  const { theme, scheme } = useTheme();
  useInsertionEffect(() => {
    injectStyles();
  }, []);
  return { 'data-mesa-theme': theme, 'data-mesa-scheme': scheme };
}
