import { MSG, PRODUCT_NAME, PRODUCT_TEMPLATES, withProduct } from '@portal/contracts/messages';

/**
 * Every user-visible text of the shell's own pages, in pt-BR. The product name is defined once,
 * in `@portal/contracts` (with the spec texts that embed it); pages, the HTML title and the
 * button labels all derive from it.
 */
export { PRODUCT_NAME };

/**
 * The product's mark — a coin on a rounded square, in the parent theme's colours — inline so the
 * favicon costs no request. The manifest's PNG icons are drawn from the same mark
 * (`build/icons.mjs`).
 */
export const FAVICON_DATA_URI =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
      '<rect width="64" height="64" rx="14" fill="#1d5bbf"/>' +
      '<circle cx="32" cy="32" r="19" fill="#fff1d6"/>' +
      '<path d="M39 24.5c-1.6-2.2-4.2-3.3-7.2-3.3-4 0-6.8 2-6.8 5.1 0 7.2 14.4 3.7 14.4 11.1 0 3.2-3 5.4-7.2 5.4-3.3 0-6-1.3-7.6-3.6M32 16.5v31" fill="none" stroke="#7a4700" stroke-width="3.6" stroke-linecap="round"/>' +
      '</svg>',
  );

/** Builds the document title of a page: the product name, preceded by the page name if any. */
export function pageTitle(page?: string): string {
  return page ? `${page} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

export const copy = {
  welcome: {
    tagline: 'A mesada da família, com tarefas, metas e conquistas.',
    intro: 'Como você quer entrar?',
    startOnboarding: withProduct(PRODUCT_TEMPLATES.welcomeDiscover),
    parent: 'Sou Pai/Mãe',
    child: 'Sou Criança',
    featuresTitle: 'O que você encontra aqui',
    features: [
      {
        id: 'goals',
        icon: '🎯',
        title: 'Metas',
        body: 'Economize para o que você sonha e acompanhe cada passo até chegar lá.',
      },
      {
        id: 'achievements',
        icon: '🏆',
        title: 'Conquistas',
        body: 'Ganhe experiência, suba de nível e colecione medalhas.',
      },
      {
        id: 'family',
        icon: '👨‍👩‍👧',
        title: 'Família',
        body: 'Pais e filhos juntos: tarefas combinadas, mesada organizada.',
      },
    ],
  },
  onboarding: {
    title: `Conheça o ${PRODUCT_NAME}`,
    carouselLabel: `Apresentação do ${PRODUCT_NAME}`,
    previous: 'Anterior',
    next: 'Próximo',
    start: 'Começar',
    haveAccount: 'Já tem uma conta?',
    login: 'Fazer Login',
    slides: [
      {
        id: 'welcome',
        image: '👋',
        title: `Bem-vindo ao ${PRODUCT_NAME}!`,
        body: 'O jeito divertido de organizar a mesada e ensinar as crianças a cuidar do dinheiro.',
      },
      {
        id: 'goals',
        image: '🎯',
        title: 'Definam metas juntos',
        body: 'Pais e filhos escolhem objetivos, combinam valores e acompanham quanto falta para chegar lá.',
      },
      {
        id: 'tasks',
        image: '📸',
        title: 'Tarefas divertidas',
        body: 'Tarefas com fotos, checklists e aprovações em tempo real: fez, mandou, ganhou.',
      },
      {
        id: 'achievements',
        image: '🏅',
        title: 'Conquistas e níveis',
        body: 'Cada tarefa vale experiência: suba de nível, ganhe medalhas e veja suas estatísticas.',
      },
    ],
  },
  notFound: {
    title: 'Página não encontrada',
    lost: 'Ops! Nada por aqui.',
    body: 'O endereço que você abriu não existe ou foi movido.',
    home: 'Voltar para o início',
  },
  session: {
    checking: 'Carregando...',
    /** ours: the spec has no text for a session check that could not reach the server. */
    failedTitle: 'Não foi possível verificar sua sessão',
  },
  subscription: {
    /** Spec 001 §2 "Subscription gate": while the check of a gated path runs. */
    checking: MSG.billing.checkingSubscription,
    /** The child's "ask a guardian" page (ADR 034). */
    childNoAccessTitle: MSG.billing.childNoAccessTitle,
    childNoAccessBody: MSG.billing.childNoAccessBody,
    /** The same words as child-app's own sign-out button. */
    signOut: 'Sair',
    signingOut: 'Saindo...',
  },
  remote: {
    loading: 'Carregando esta área…',
    errorTitle: 'Não foi possível carregar esta área',
    errorBody: 'Verifique sua conexão e tente novamente.',
    retry: 'Tentar novamente',
    home: 'Voltar para o início',
  },
} as const;
