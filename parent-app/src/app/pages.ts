import type { FrameLink } from './page-frame';
import type { ParentSection } from './parent-nav';

/** One screen of parent-app: its absolute path (react-router pattern) and frame. */
export interface ParentPage {
  path: string;
  title: string;
  subtitle?: string;
  section?: ParentSection;
  links?: readonly FrameLink[];
  /** Shows whether the BFF is reachable (sign-in screens). */
  connectionHint?: boolean;
}

const toLogin: FrameLink = { to: '/parent/login', label: 'Voltar para o login' };

/**
 * Every screen parent-app owns (specs 000 §2 and 001 §2). The shell routes these prefixes here;
 * this table is the single list the router and the tests read.
 */
export const PARENT_PAGES: readonly ParentPage[] = [
  {
    path: '/parent/signup',
    title: 'Criar conta',
    links: [
      { to: '/parent/login', label: 'Já tenho conta' },
      { to: '/', label: 'Voltar para o início' },
    ],
  },
  {
    path: '/parent/login',
    title: 'Entrar',
    links: [
      { to: '/parent/signup', label: 'Criar conta' },
      { to: '/parent/forgot-password', label: 'Esqueci minha senha' },
      { to: '/child/login', label: 'Entrar como filho' },
    ],
    connectionHint: true,
  },
  { path: '/parent/forgot-password', title: 'Recuperar senha', links: [toLogin] },
  { path: '/parent/reset-password', title: 'Nova senha', links: [toLogin] },
  { path: '/auth/callback', title: 'Conectando sua conta', links: [toLogin] },
  {
    path: '/children/setup',
    title: 'Adicionar Filhos',
    links: [{ to: '/parent/dashboard', label: 'Ir para o Painel dos Pais' }],
  },
  { path: '/parent/dashboard', title: 'Painel dos Pais', section: 'dashboard' },
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
