import type { FrameLink } from '@portal/app-kit';
import type { ParentSection } from '../lib/parent-nav';

/** One screen of parent-app still shown as a frame: its absolute path and frame. */
export interface ParentPage {
  path: string;
  title: string;
  subtitle?: string;
  section?: ParentSection;
  links?: readonly FrameLink[];
}

/**
 * The signed-in screens of spec 001 §2 that are still frames (real title, navigation, a line
 * saying the area is being prepared). The account screens of spec 000 (sign-up, login, password
 * recovery, social callback, 'Adicionar Filhos'), the dashboard frame and the task screens
 * (create, edit, manage, approval queue) and settings have their own components in `src/features/` and
 * are routed in `routes.tsx`.
 */
export const PARENT_PAGES: readonly ParentPage[] = [
  {
    path: '/assinatura/sucesso',
    title: 'Confirmação da assinatura',
    links: [
      { to: '/parent/dashboard', label: 'Ir para o Painel dos Pais' },
      { to: '/parent/settings?tab=billing', label: 'Gerenciar assinatura' },
    ],
  },
];
