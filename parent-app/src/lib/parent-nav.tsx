import { createNav } from '@portal/app-kit';

/** Sections of the signed-in parent area, in navigation order. */
export const PARENT_NAV_ITEMS = [
  { id: 'dashboard', label: 'Painel', href: '/parent/dashboard', icon: '🏠' },
  { id: 'tasks', label: 'Tarefas', href: '/tasks/manage', icon: '📋' },
  { id: 'approvals', label: 'Aprovações', href: '/tasks/approve', icon: '✅' },
  { id: 'reports', label: 'Relatórios', href: '/parent/reports', icon: '📊' },
  { id: 'settings', label: 'Configurações', href: '/parent/settings', icon: '⚙️' },
] as const;

export type ParentSection = (typeof PARENT_NAV_ITEMS)[number]['id'];

export const PARENT_NAV_LABEL = 'Navegação dos pais';

/**
 * The navigation as screens render it (`nav={<ParentNav active="tasks" />}`): what it shows is decided
 * by the composition (`app/parent-nav.tsx`, through the kit's `NavSlotProvider`); without one,
 * the plain sections (`ParentSections`).
 */
export const { Nav: ParentNav, Sections: ParentSections } = createNav<ParentSection>(
  PARENT_NAV_LABEL,
  PARENT_NAV_ITEMS,
);
