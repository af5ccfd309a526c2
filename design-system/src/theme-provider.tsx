import { createContext, useContext, useMemo, type HTMLAttributes, type ReactNode } from 'react';
// The design system's stylesheets (ADR 019): tokens first, then the base rules; each component
// imports its own CSS. The consumer's bundler emits them as CSS files (no inline <style>).
import './styles/tokens.css';
import './styles/base.css';
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
  /**
   * Defaults to the surrounding provider's scheme (a nested age theme keeps the page's light or
   * dark), and to `light` outside any provider.
   */
  scheme?: ColorScheme;
  children?: ReactNode;
}

/**
 * Applies a theme and colour scheme to its subtree (the tokens are custom properties keyed by
 * `data-mesa-theme` and `data-mesa-scheme`). Providers nest: a child-app section can switch to its age theme inside
 * the shell's parent-themed tree.
 */
export function ThemeProvider({
  theme = 'parent',
  scheme: schemeProp,
  children,
  className,
  ...rest
}: ThemeProviderProps) {
  const surrounding = useContext(ThemeContext);
  const scheme = schemeProp ?? surrounding.scheme;
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
  return { 'data-mesa-theme': theme, 'data-mesa-scheme': scheme };
}
