import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { AgeThemesGrid } from '../../internal/age-themes';
import { Badge } from '../badge/badge';
import { BottomNav } from '../bottom-nav/bottom-nav';
import { Card } from '../card/card';
import { IconButton } from '../icon-button/icon-button';
import { WIDE_LAYOUT_QUERY } from '../../internal/media';
import { PageLayout } from './page-layout';

const nav = (
  <BottomNav
    label="Navegação principal"
    activeId="inicio"
    items={[
      { id: 'inicio', label: 'Início', href: '#inicio', icon: '🏠' },
      { id: 'tarefas', label: 'Tarefas', href: '#tarefas', icon: '✅', badge: 2 },
      { id: 'metas', label: 'Metas', href: '#metas', icon: '🎯' },
      { id: 'conquistas', label: 'Conquistas', href: '#conquistas', icon: '🏆' },
      { id: 'perfil', label: 'Perfil', href: '#perfil', icon: '👤' },
    ]}
  />
);

const meta = {
  title: 'Layout/PageLayout',
  component: PageLayout,
  args: {
    title: 'Painel dos Pais',
    subtitle: 'Acompanhe as tarefas da família',
    actions: <IconButton label="Sair" icon="⎋" />,
    children: <Card title="Saldo total">R$ 120,00</Card>,
  },
} satisfies Meta<typeof PageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Painel dos Pais' }),
    ).toBeInTheDocument();
    const skip = canvas.getByRole('link', { name: 'Pular para o conteúdo' });
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main-content');
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main-content');
  },
};

export const WithBack: Story = {
  args: {
    title: 'Fila de Aprovação',
    subtitle: 'Revise e aprove as tarefas completadas pelas crianças',
    back: <IconButton label="Voltar" icon="←" />,
    actions: <Badge tone="warning">3 pendentes</Badge>,
  },
};

export const WithBottomNav: Story = {
  args: { title: 'Olá, Bia!', subtitle: 'Oba, que bom te ver! 🎉', actions: undefined, nav },
};

const content = (
  <>
    <Card title="Saldo total">R$ 120,00</Card>
    <p>
      <a href="#extrato">Ver extrato</a>
    </p>
  </>
);

/** Checks what a keyboard or screen-reader user meets, in the layout of the current width. */
async function checkNavigation(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const nav = canvas.getByRole('navigation', { name: 'Navegação principal' });
  await expect(canvas.getAllByRole('navigation')).toHaveLength(1);
  await expect(within(nav).getByRole('link', { name: 'Início' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(within(nav).getByRole('link', { name: 'Tarefas, 2 pendentes' })).toBeVisible();
  // Focus order follows the layout: side bar before the content, bottom bar after it.
  const wide =
    typeof window.matchMedia === 'function' && window.matchMedia(WIDE_LAYOUT_QUERY).matches;
  const main = canvas.getByRole('main');
  const navFirst = Boolean(nav.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING);
  await expect(navFirst).toBe(wide);
}

/** A phone (390 px): the navigation is the fixed bottom bar, after the content. */
export const Phone: Story = {
  args: {
    title: 'Olá, Bia!',
    subtitle: 'Oba, que bom te ver! 🎉',
    actions: undefined,
    nav,
    children: content,
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { fullBleed: true },
  play: async ({ canvasElement }) => checkNavigation(canvasElement),
};

/** A desktop (1280 px): the same navigation is a side bar before wider content. */
export const Desktop: Story = {
  args: {
    title: 'Painel dos Pais',
    subtitle: 'Acompanhe as tarefas da família',
    nav,
    children: content,
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: { fullBleed: true },
  play: async ({ canvasElement }) => checkNavigation(canvasElement),
};

export const AgeThemes: Story = {
  render: (args) => (
    <AgeThemesGrid>
      {(group) => (
        // One page per theme would repeat the main landmark; show the header pattern instead.
        <header className="mesa-page__header">
          <div className="mesa-page__titles">
            <p className="mesa-page__title">{args.title}</p>
            <p className="mesa-page__subtitle">Tema {group}</p>
          </div>
        </header>
      )}
    </AgeThemesGrid>
  ),
};
