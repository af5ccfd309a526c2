/** pt-BR text of the child's balance as it is split (issue 41; ours: the spec has none). */
export const balanceCopy = {
  /** What the child may use now. */
  available: 'Disponível',
  /** Rewards credited at completion that a parent has not reviewed yet. */
  awaitingApproval: 'Esperando aprovação',
} as const;
