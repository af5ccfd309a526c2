/** pt-BR text of the child login screens (spec 000 §2 'Child login'; "ours" where it shows none). */
export const loginCopy = {
  pickerTitle: 'Quem é você?',
  profilesLabel: 'Perfis da família',
  typeUsername: 'Digitar meu usuário',
  parentLogin: 'Entrar como responsável',
  home: 'Voltar para o início',
  title: 'Entrar',
  usernameLabel: 'Nome de usuário',
  pinLabel: 'PIN',
  pinHint: 'Os números do seu PIN.',
  submit: 'Entrar',
  submitting: 'Entrando...',
  /** ours: back from the chosen profile to the picker. */
  otherProfile: 'Não é você? Escolher outro perfil',
  loadingProfiles: 'Carregando perfis...',
  ageBadge: (age: number, group: string) => `${age} anos · ${group}`,
} as const;
