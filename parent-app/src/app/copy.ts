/** pt-BR text of parent-app's composition (route loading, not found). */
export const copy = {
  notFound: {
    title: 'Página não encontrada',
    body: 'Não encontramos esta página na área dos pais.',
    home: 'Ir para o Painel dos Pais',
  },
} as const;
