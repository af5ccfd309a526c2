/** pt-BR text shared by child-app's page frames. */
export const copy = {
  preparing: 'Esta área está sendo preparada e chega em breve.',
  navLabel: 'Navegação da criança',
  shortcutsLabel: 'Atalhos',
  loading: 'Carregando...',
  signOut: 'Sair',
  signOutPending: 'Saindo...',
  notFound: {
    title: 'Página não encontrada',
    body: 'Não encontramos esta página.',
    home: 'Voltar para o Início',
  },
} as const;
