import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { ThemeProvider } from '../theme-provider';
import { contrastRatio } from './contrast';
import { colorSchemes, themeNames, themes, type ColorScheme, type ThemeName } from './themes';

function Swatch({ name, value, on }: { name: string; value: string; on: string }) {
  return (
    <li style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
      <span
        aria-hidden="true"
        style={{
          width: 28,
          height: 28,
          borderRadius: 6,
          background: value,
          border: '1px solid var(--mesa-color-border)',
          flex: 'none',
        }}
      />
      <code style={{ fontSize: 'var(--mesa-font-size-xs)' }}>
        {name} {value} ({contrastRatio(value, on).toFixed(1)}:1)
      </code>
    </li>
  );
}

/** Every token of one theme in one scheme: colours, type scale, radius and tone. */
function ThemeSheet({ theme, scheme }: { theme: ThemeName; scheme: ColorScheme }) {
  const tokens = themes[theme];
  const palette = tokens.colors[scheme];
  return (
    <ThemeProvider theme={theme} scheme={scheme} style={{ padding: '1rem', borderRadius: 12 }}>
      <h2 style={{ marginTop: 0 }}>
        {tokens.label} · {scheme === 'light' ? 'claro' : 'escuro'}
      </h2>
      <p style={{ fontSize: 'var(--mesa-font-size-lg)', fontWeight: 700, margin: 0 }}>
        {tokens.tone.greeting}
      </p>
      <p style={{ color: 'var(--mesa-color-text-muted)' }}>{tokens.tone.motivationalMessage}</p>
      <h3>Cores (contraste sobre o fundo)</h3>
      <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '0.25rem' }}>
        {Object.entries(palette).map(([name, value]) => (
          <Swatch key={name} name={name} value={value} on={palette.bg} />
        ))}
      </ul>
      <h3>Escala tipográfica</h3>
      {Object.entries(tokens.typography.scale).map(([name, size]) => (
        <p key={name} style={{ fontSize: size, margin: '0.25rem 0' }}>
          {name} · {size} · Mesadinha
        </p>
      ))}
      <h3>Raios</h3>
      <div style={{ display: 'flex', gap: '0.5rem' }}>
        {Object.entries(tokens.radius).map(([name, radius]) => (
          <span
            key={name}
            style={{
              padding: '0.5rem 0.75rem',
              borderRadius: radius,
              background: 'var(--mesa-color-surface-alt)',
            }}
          >
            {name}
          </span>
        ))}
      </div>
    </ThemeProvider>
  );
}

function AllThemes({ only }: { only?: ThemeName }) {
  const names = only ? [only] : themeNames;
  return (
    <div
      style={{
        display: 'grid',
        gap: '1rem',
        gridTemplateColumns: 'repeat(auto-fit, minmax(20rem, 1fr))',
      }}
    >
      {names.flatMap((theme) =>
        colorSchemes.map((scheme) => (
          <ThemeSheet key={`${theme}-${scheme}`} theme={theme} scheme={scheme} />
        )),
      )}
    </div>
  );
}

const meta = {
  title: 'Fundamentos/Temas',
  component: AllThemes,
} satisfies Meta<typeof AllThemes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tokens: Story = {
  play: async ({ canvasElement }) => {
    // Each child theme shows its own greeting, in light and dark.
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(themes.kids.tone.greeting)).toHaveLength(2);
    await expect(canvas.getAllByText(themes.young.tone.motivationalMessage)).toHaveLength(2);
  },
};

export const Parent: Story = { args: { only: 'parent' } };

export const AgeThemes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <AllThemes only="kids" />
      <AllThemes only="teens" />
      <AllThemes only="young" />
    </div>
  ),
};
