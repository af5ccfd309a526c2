/** pt-BR text of the completions that wait for the connection (ours: the spec has none). */
export const completionCopy = {
  /** On a queued task's card, instead of its button. */
  queued: 'Será enviada quando a conexão voltar',
  /** A toast: the BFF refused a queued completion when it arrived. */
  refusedOnArrival: (title: string | null, message: string) =>
    title ? `${title}: ${message}` : message,
} as const;
