import type { FrameLink } from './page-frame';
import type { ParentSection } from './parent-nav';

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
 * recovery, social callback, 'Adicionar Filhos') and the dashboard frame have their own
 * components in `src/features/` and are routed in `routes.tsx`.
 */
export const PARENT_PAGES: readonly ParentPage[] = [
  { path: '/parent/settings', title: 'Configurações', section: 'settings' },
  {
    path: '/tasks/create',
    title: 'Criar Nova Tarefa',
    section: 'tasks',
    links: [{ to: '/tasks/manage', label: 'Voltar para Gerenciar Tarefas' }],
  },
  {
    path: '/tasks/:id/edit',
    title: 'Editar Tarefa',
    section: 'tasks',
    links: [{ to: '/tasks/manage', label: 'Voltar para Gerenciar Tarefas' }],
  },
  {
    path: '/tasks/manage',
    title: 'Gerenciar Tarefas',
    section: 'tasks',
    links: [{ to: '/tasks/create', label: 'Nova Tarefa' }],
  },
  {
    path: '/tasks/approve',
    title: 'Fila de Aprovação',
    subtitle: 'Revise e aprove as tarefas completadas pelas crianças',
    section: 'approvals',
  },
  {
    path: '/assinatura/sucesso',
    title: 'Confirmação da assinatura',
    links: [
      { to: '/parent/dashboard', label: 'Ir para o Painel dos Pais' },
      { to: '/parent/settings?tab=billing', label: 'Gerenciar assinatura' },
    ],
  },
];
