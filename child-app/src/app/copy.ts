/** pt-BR text of child-app's composition (route loading, not found). */
export const copy = {
  notFound: {
    title: 'Página não encontrada',
    body: 'Não encontramos esta página.',
    home: 'Voltar para o Início',
  },
} as const;
