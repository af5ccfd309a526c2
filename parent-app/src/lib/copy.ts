/** pt-BR texts of what `src/lib/` gives several features (the spec shows none of them). */
export const libCopy = {
  /** ours (issue 41): the username field while it holds the suggestion from the name. */
  usernameSuggested: 'Sugerido a partir do nome; é com ele que a criança entra. Você pode mudar.',
  /** ours (issue 41): the suggestion was taken, a free variant is proposed instead. */
  usernameVariant: (taken: string, proposed: string) =>
    `“${taken}” já está em uso; sugerimos “${proposed}”. Você pode mudar.`,
  /** ours (issue 41): the consent's link to the policy opens a new tab. */
  opensInNewTab: '(abre em nova aba)',
} as const;
