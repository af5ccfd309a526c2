import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BottomNav, type BottomNavItem } from './bottom-nav';

const items: BottomNavItem[] = [
  { id: 'inicio', label: 'Início', href: '/child/dashboard', icon: '🏠' },
  { id: 'tarefas', label: 'Tarefas', href: '/child/tasks', icon: '✅', badge: 1 },
  { id: 'metas', label: 'Metas', href: '/child/goals' },
];

describe('BottomNav', () => {
  it('is a named navigation with the active page marked', () => {
    render(<BottomNav label="Navegação principal" items={items} activeId="metas" />);
    const nav = screen.getByRole('navigation', { name: 'Navegação principal' });
    expect(within(nav).getByRole('link', { name: 'Metas' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Início' })).not.toHaveAttribute('aria-current');
  });

  it('reads the badge count to screen readers', () => {
    render(<BottomNav label="Nav" items={items} activeId="inicio" />);
    expect(screen.getByRole('link', { name: 'Tarefas, 1 pendente' })).toHaveAttribute(
      'href',
      '/child/tasks',
    );
  });

  it('renders links through renderLink (e.g. react-router Link)', () => {
    const seen: string[] = [];
    const renderLink = ({
      href,
      children,
      ...props
    }: {
      href: string;
      className: string;
      children: ReactNode;
    }) => {
      seen.push(href);
      return (
        <a {...props} href={`#router${href}`}>
          {children}
        </a>
      );
    };
    render(<BottomNav label="Nav" items={items} activeId="inicio" renderLink={renderLink} />);
    expect(seen).toEqual(['/child/dashboard', '/child/tasks', '/child/goals']);
    expect(screen.getByRole('link', { name: 'Início' })).toHaveAttribute(
      'href',
      '#router/child/dashboard',
    );
    expect(screen.getByRole('link', { name: 'Início' })).toHaveAttribute('aria-current', 'page');
  });
});
