/** pt-BR text shared by parent-app's page frames. */
export const copy = {
  preparing: 'Esta área está sendo preparada e chega em breve.',
  navLabel: 'Navegação dos pais',
  shortcutsLabel: 'Atalhos',
  /** ours: while a screen's code loads. */
  loadingScreen: 'Carregando...',
  notFound: {
    title: 'Página não encontrada',
    body: 'Não encontramos esta página na área dos pais.',
    home: 'Ir para o Painel dos Pais',
  },
} as const;
