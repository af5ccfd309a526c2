import type { LedgerEntryKind, Transaction } from '@portal/contracts/progress';

/** How a kind of ledger entry shows in the history: its icon and its name (pt-BR). */
export interface LedgerEntryLook {
  icon: string;
  label: string;
}

/**
 * Every kind of ledger entry the BFF writes (`Transaction.kind`, `LedgerEntryKindSchema`), with
 * the icon the history shows before its line; the name is what a line without a description
 * reads. `kind`, not `type`: `type` answers an allowance as the released 'adjustment'.
 */
export const LEDGER_ENTRY_LOOKS: Record<LedgerEntryKind, LedgerEntryLook> = {
  task_reward: { icon: '✅', label: 'Tarefa' },
  task_reward_reversal: { icon: '↩️', label: 'Tarefa desfeita' },
  goal_deposit: { icon: '🎯', label: 'Guardado na meta' },
  goal_refund: { icon: '🔙', label: 'Devolvido da meta' },
  spending: { icon: '🛒', label: 'Gasto' },
  adjustment: { icon: '✏️', label: 'Ajuste' },
  /** The automatic allowance (issue 38), which the BFF describes as 'Mesada'. */
  allowance: { icon: '💵', label: 'Mesada' },
  /** Money a parent paid the child in cash or by Pix (issue 40), described as 'Saque'. */
  payout: { icon: '👛', label: 'Saque' },
};

/** A history line's icon and text: the BFF's description, else the kind's name. */
export function ledgerLine(transaction: Pick<Transaction, 'kind' | 'description'>): {
  icon: string;
  text: string;
} {
  const look = LEDGER_ENTRY_LOOKS[transaction.kind];
  return { icon: look.icon, text: transaction.description.trim() || look.label };
}
