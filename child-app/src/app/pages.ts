import type { ChildSection } from './child-nav';
import type { FrameLink } from './page-frame';

/** One screen of child-app: its absolute path and frame. */
export interface ChildPage {
  path: string;
  title: string;
  section?: ChildSection;
  links?: readonly FrameLink[];
  /** Login only: the age theme's motivational line and the BFF reachability hint. */
  welcome?: boolean;
}

/** Every screen child-app owns (specs 000 §2 and 001 §2); the router and tests read this list. */
export const CHILD_PAGES: readonly ChildPage[] = [
  {
    path: '/child/login',
    title: 'Entrar',
    links: [
      { to: '/parent/login', label: 'Entrar como responsável' },
      { to: '/', label: 'Voltar para o início' },
    ],
    welcome: true,
  },
  { path: '/child/dashboard', title: 'Início', section: 'dashboard' },
  { path: '/child/tasks', title: 'Tarefas', section: 'tasks' },
  { path: '/child/goals', title: 'Plano de Metas', section: 'goals' },
  { path: '/child/achievements', title: 'Conquistas', section: 'achievements' },
  { path: '/child/profile', title: 'Perfil', section: 'profile' },
];
