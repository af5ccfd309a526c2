import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { AgeThemesGrid } from '../../internal/age-themes';
import { BottomNav, type BottomNavItem } from './bottom-nav';

const childItems: BottomNavItem[] = [
  { id: 'inicio', label: 'Início', href: '/child/dashboard', icon: '🏠' },
  { id: 'tarefas', label: 'Tarefas', href: '/child/tasks', icon: '✅', badge: 3 },
  { id: 'metas', label: 'Metas', href: '/child/goals', icon: '🎯' },
  { id: 'conquistas', label: 'Conquistas', href: '/child/achievements', icon: '🏆' },
  { id: 'perfil', label: 'Perfil', href: '/child/profile', icon: '👤' },
];

const meta = {
  title: 'Navegação/BottomNav',
  component: BottomNav,
  args: { label: 'Navegação principal', items: childItems, activeId: 'inicio' },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
} satisfies Meta<typeof BottomNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Navegação principal' });
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(5);
    await expect(within(nav).getByRole('link', { name: 'Início' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Tarefas, 3 pendentes' })).toHaveAttribute(
      'href',
      '/child/tasks',
    );
  },
};

export const TasksActive: Story = { args: { activeId: 'tarefas' } };

export const CustomLink: Story = {
  args: {
    // What an app does with react-router: render its own link component.
    renderLink: ({ children, ...props }) => (
      <a {...props} data-router-link="true">
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links[0]).toHaveAttribute('data-router-link', 'true');
  },
};

export const AgeThemes: Story = {
  render: (args) => (
    <AgeThemesGrid>
      {(group) => (
        // A static copy per theme (the real bar is fixed to the bottom of the viewport).
        <div style={{ position: 'relative', height: 72, transform: 'translateZ(0)' }}>
          <BottomNav {...args} label={`Navegação ${group}`} />
        </div>
      )}
    </AgeThemesGrid>
  ),
};
