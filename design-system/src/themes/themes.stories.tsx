import type { Meta, StoryObj } from '@storybook/react';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { Alert } from '../components/alert/alert';
import { Badge } from '../components/badge/badge';
import { Button } from '../components/button/button';
import { Card } from '../components/card/card';
import { EmptyState } from '../components/empty-state/empty-state';
import { ProgressBar } from '../components/progress-bar/progress-bar';
import { Switch } from '../components/switch/switch';
import { TextField } from '../components/text-field/text-field';
import { AgeThemesGrid } from '../internal/age-themes';
import { ThemeProvider } from '../theme-provider';
import { contrastRatio } from './contrast';
import { themes, type ColorScheme, type ThemeName, type ThemeTone } from './themes';

const schemeLabel: Record<ColorScheme, string> = { light: 'claro', dark: 'escuro' };

const toneLabels: Record<Exclude<keyof ThemeTone, 'voice'>, string> = {
  greeting: 'Saudação',
  motivationalMessage: 'Motivação',
  emptyState: 'Lista vazia',
  celebration: 'Comemoração',
  hint: 'Dica de campo',
  errorRecovery: 'Erro',
};

const emojiLabel = { rich: 'à vontade', sparing: 'de vez em quando', none: 'nenhum no texto' };

const section: CSSProperties = { display: 'grid', gap: 'var(--mesa-space-sm)' };
const sectionTitle: CSSProperties = {
  margin: 'var(--mesa-space-md) 0 0',
  fontSize: 'var(--mesa-font-size-lg)',
  fontWeight: 'var(--mesa-font-weight-heading)' as CSSProperties['fontWeight'],
};
const code: CSSProperties = { fontSize: 'var(--mesa-font-size-xs)' };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={section} aria-label={title}>
      <h3 style={sectionTitle}>{title}</h3>
      {children}
    </section>
  );
}

/** A few real components in the theme: radius, density, type and motion at work. */
function Sample({ tone }: { tone: ThemeTone }) {
  const [on, setOn] = useState(true);
  return (
    <div style={{ display: 'grid', gap: 'var(--mesa-space-md)' }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--mesa-space-sm)' }}>
        <Button>Concluir tarefa</Button>
        <Button variant="secondary">Ver metas</Button>
      </div>
      <Card title="Bicicleta nova" titleAs="h4">
        <p style={{ margin: '0 0 var(--mesa-space-sm)' }}>
          <Badge tone="success">Aprovada</Badge>
        </p>
        <p style={{ margin: '0 0 var(--mesa-space-sm)', color: 'var(--mesa-color-success)' }}>
          {tone.celebration}
        </p>
        <ProgressBar label="Meta" value={60} valueText="R$ 120,00 de R$ 200,00" />
      </Card>
      <TextField label="Nome da meta" hint={tone.hint} defaultValue="Bicicleta" />
      <Switch label="Lembrar de mim" checked={on} onChange={setOn} />
      <Alert tone="danger">{tone.errorRecovery}</Alert>
      <EmptyState icon="📋" title={tone.emptyState} titleAs="p" />
    </div>
  );
}

/** Every token of one theme in one scheme, then a sample of components in it. */
function ThemeSheet({ theme, scheme }: { theme: ThemeName; scheme: ColorScheme }) {
  const tokens = themes[theme];
  const palette = tokens.colors[scheme];
  const { density, motion, radius, typography, illustration, tone } = tokens;
  return (
    <ThemeProvider
      theme={theme}
      scheme={scheme}
      style={{ padding: 'var(--mesa-space-lg)', minHeight: '100vh' }}
      data-testid="theme-sheet"
    >
      <h2 style={{ margin: 0, fontSize: 'var(--mesa-font-size-xl)' }}>
        {tokens.label} · {schemeLabel[scheme]}
      </h2>
      <p style={{ color: 'var(--mesa-color-text-muted)', margin: 'var(--mesa-space-xs) 0 0' }}>
        {tone.voice}
      </p>
      <div
        style={{
          display: 'grid',
          gap: 'var(--mesa-space-lg)',
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
          alignItems: 'start',
        }}
      >
        <div style={section}>
          <Section title="Voz">
            <dl style={{ margin: 0, display: 'grid', gap: 'var(--mesa-space-xs)' }}>
              {Object.entries(toneLabels).map(([key, label]) => (
                <div key={key}>
                  <dt style={{ ...code, color: 'var(--mesa-color-text-muted)' }}>{label}</dt>
                  <dd style={{ margin: 0 }}>{tone[key as keyof typeof toneLabels]}</dd>
                </div>
              ))}
            </dl>
            <p style={{ margin: 0 }}>
              Emojis: <strong>{emojiLabel[illustration.emoji]}</strong> · ilustrações de{' '}
              <code>{illustration.size}</code>
            </p>
          </Section>
          <Section title="Tipografia">
            {Object.entries(typography.scale).map(([name, size]) => (
              <p key={name} style={{ fontSize: size, margin: 0, lineHeight: 1.3 }}>
                {name} · {size} · Mesadinha
              </p>
            ))}
            <p style={{ margin: 0 }}>
              Títulos em peso <code>{typography.headingWeight}</code>, entrelinha{' '}
              <code>{typography.lineHeight}</code>
            </p>
          </Section>
          <Section title="Forma e densidade">
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--mesa-space-sm)' }}>
              {Object.entries(radius).map(([name, value]) => (
                <span
                  key={name}
                  style={{
                    padding: 'var(--mesa-space-sm) var(--mesa-space-md)',
                    borderRadius: value,
                    border: '2px solid var(--mesa-color-border)',
                    background: 'var(--mesa-color-surface-alt)',
                  }}
                >
                  {name} <code style={code}>{value}</code>
                </span>
              ))}
            </div>
            <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 }}>
              {Object.entries(density.space).map(([name, value]) => (
                <li key={name} style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
                  <span
                    aria-hidden="true"
                    style={{
                      width: value,
                      height: '0.75rem',
                      background: 'var(--mesa-color-primary)',
                      borderRadius: 2,
                    }}
                  />
                  <code style={code}>
                    space-{name} {value}
                  </code>
                </li>
              ))}
              <li>
                <code style={code}>control-height {density.controlHeight}</code>
              </li>
            </ul>
          </Section>
          <Section title="Movimento">
            <p style={{ margin: 0 }}>
              <code style={code}>
                rápido {motion.fast} · base {motion.base} · lento {motion.slow}
              </code>
              <br />
              <code style={code}>{motion.easing}</code>
            </p>
            <p style={{ margin: 0, color: 'var(--mesa-color-text-muted)' }}>
              Com “reduzir movimento” ligado no sistema, todas as durações viram 0 ms.
            </p>
          </Section>
        </div>
        <div style={section}>
          <Section title="Componentes">
            <Sample tone={tone} />
          </Section>
          <Section title="Cores (contraste sobre o fundo)">
            <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 4 }}>
              {Object.entries(palette).map(([name, value]) => (
                <li key={name} style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
                  <span
                    aria-hidden="true"
                    style={{
                      width: 24,
                      height: 24,
                      borderRadius: 'var(--mesa-radius-sm)',
                      background: value,
                      border: '1px solid var(--mesa-color-border)',
                      flex: 'none',
                    }}
                  />
                  <code style={code}>
                    {name} {value} ({contrastRatio(value, palette.bg).toFixed(1)}:1)
                  </code>
                </li>
              ))}
            </ul>
          </Section>
        </div>
      </div>
    </ThemeProvider>
  );
}

const meta = {
  title: 'Fundamentos/Temas',
  component: ThemeSheet,
  parameters: { fullBleed: true },
} satisfies Meta<typeof ThemeSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One story per theme × scheme; the toolbar globals follow so the frame matches the sheet. */
function sheet(theme: ThemeName, scheme: ColorScheme): Story {
  return {
    name: `${themes[theme].label} · ${schemeLabel[scheme]}`,
    args: { theme, scheme },
    globals: { theme, scheme },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const root = canvas.getByTestId('theme-sheet');
      await expect(root).toHaveAttribute('data-mesa-theme', theme);
      await expect(root).toHaveAttribute('data-mesa-scheme', scheme);
      const { tone } = themes[theme];
      await expect(canvas.getByText(tone.greeting)).toBeVisible();
      await expect(canvas.getAllByText(tone.hint).length).toBeGreaterThan(0);
      // The components really use the theme's tokens (a browser resolves them; jsdom may not).
      const button = canvas.getByRole('button', { name: 'Concluir tarefa' });
      const radius = getComputedStyle(button).borderTopLeftRadius;
      if (radius) await expect(radius).toBe(themes[theme].radius.md);
    },
  };
}

export const ParentLight = sheet('parent', 'light');
export const ParentDark = sheet('parent', 'dark');
export const KidsLight = sheet('kids', 'light');
export const KidsDark = sheet('kids', 'dark');
export const TeensLight = sheet('teens', 'light');
export const TeensDark = sheet('teens', 'dark');
export const YoungLight = sheet('young', 'light');
export const YoungDark = sheet('young', 'dark');

/** The three age themes side by side in the toolbar's scheme: same components, other feel. */
export const AgeThemes: Story = {
  args: { theme: 'kids', scheme: 'light' },
  parameters: { fullBleed: false },
  render: () => (
    <AgeThemesGrid>
      {(group) => (
        <div style={{ display: 'grid', gap: 'var(--mesa-space-sm)' }}>
          <p style={{ margin: 0 }}>{themes[group].tone.greeting}</p>
          <div>
            <Button>Concluir tarefa</Button>
          </div>
          <Card title="Meta" titleAs="h3">
            <ProgressBar label={`Meta ${group}`} value={40} />
          </Card>
          <EmptyState icon="📋" title={themes[group].tone.emptyState} titleAs="p" />
        </div>
      )}
    </AgeThemesGrid>
  ),
};
