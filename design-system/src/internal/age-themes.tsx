import type { ReactNode } from 'react';
import { ThemeProvider, useTheme } from '../theme-provider';
import { ageThemes, type AgeGroupTheme } from '../themes/themes';

const groups: AgeGroupTheme[] = ['kids', 'teens', 'young'];

/**
 * Story helper: renders the same content in the kids, teens and young themes side by side,
 * each in its own ThemeProvider (what the `AgeThemes` story of every component shows).
 */
export function AgeThemesGrid({ children }: { children: (group: AgeGroupTheme) => ReactNode }) {
  // Keep the scheme chosen in the toolbar; only the theme changes per column.
  const { scheme } = useTheme();
  return (
    <div
      style={{
        display: 'grid',
        gap: '1rem',
        gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
      }}
    >
      {groups.map((group) => (
        <ThemeProvider
          key={group}
          theme={group}
          scheme={scheme}
          style={{ padding: '1rem', borderRadius: '12px' }}
          aria-label={ageThemes[group].label}
          role="group"
        >
          <p style={{ margin: '0 0 0.75rem', fontWeight: 700 }}>{ageThemes[group].label}</p>
          {children(group)}
        </ThemeProvider>
      ))}
    </div>
  );
}
