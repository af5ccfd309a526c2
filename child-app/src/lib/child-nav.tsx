import { createNav } from '@portal/app-kit';

/** The child bottom navigation of spec 001 §2, in order. */
export const CHILD_NAV_ITEMS = [
  { id: 'dashboard', label: 'Início', href: '/child/dashboard', icon: '🏠' },
  { id: 'tasks', label: 'Tarefas', href: '/child/tasks', icon: '📋' },
  { id: 'goals', label: 'Metas', href: '/child/goals', icon: '🎯' },
  { id: 'achievements', label: 'Conquistas', href: '/child/achievements', icon: '🏆' },
  { id: 'profile', label: 'Perfil', href: '/child/profile', icon: '🙂' },
] as const;

export type ChildSection = (typeof CHILD_NAV_ITEMS)[number]['id'];

export const CHILD_NAV_LABEL = 'Navegação da criança';

/**
 * The navigation as screens render it (`nav={<ChildNav active="tasks" />}`): what it shows is decided
 * by the composition (`app/child-nav.tsx`, through the kit's `NavSlotProvider`); without one,
 * the plain sections (`ChildSections`).
 */
export const { Nav: ChildNav, Sections: ChildSections } = createNav<ChildSection>(
  CHILD_NAV_LABEL,
  CHILD_NAV_ITEMS,
);
