/** pt-BR text of parent-app's composition (route loading, not found). */
export const copy = {
  /** ours: while a screen's code loads. */
  loadingScreen: 'Carregando...',
  notFound: {
    title: 'Página não encontrada',
    body: 'Não encontramos esta página na área dos pais.',
    home: 'Ir para o Painel dos Pais',
  },
} as const;
