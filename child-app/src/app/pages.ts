import type { FrameLink } from '@portal/app-kit';
import type { ChildSection } from '../lib/child-nav';

/** One framed screen of child-app: its absolute path and frame. */
export interface ChildPage {
  path: string;
  title: string;
  section?: ChildSection;
  links?: readonly FrameLink[];
}

/**
 * The child screens that are still frames (spec 001 §2): real title and navigation, a line
 * saying the area is being prepared. `/child/login`, `/child/dashboard` and `/child/tasks` are
 * built screens (features `auth`, `dashboard` and `tasks`); the router and tests read this list.
 */
export const CHILD_PAGES: readonly ChildPage[] = [
  { path: '/child/achievements', title: 'Conquistas', section: 'achievements' },
  { path: '/child/profile', title: 'Perfil', section: 'profile' },
];
