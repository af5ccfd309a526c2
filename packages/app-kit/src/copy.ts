/** pt-BR text the kit shows or hands to screens (the remotes' own copy stays in each remote). */
export const kitCopy = {
  /** Body line of a screen whose content is still to be built. */
  preparing: 'Esta área está sendo preparada e chega em breve.',
  shortcutsLabel: 'Atalhos',
  loading: 'Carregando...',
  /** What a failed BFF call means for the user, when the BFF sent no message of its own. */
  errors: {
    network: 'Sem conexão com o servidor. Verifique sua internet e tente novamente.',
    server: 'O servidor não conseguiu responder agora. Tente novamente em instantes.',
    unexpectedResponse: 'O servidor enviou uma resposta inesperada. Tente novamente.',
    unauthorized: 'Sua sessão terminou. Entre novamente.',
    forbidden: 'Você não tem acesso a esta ação.',
    notFound: 'Não encontramos o que você procurou.',
    generic: 'Algo deu errado. Tente novamente.',
  },
} as const;
