/**
 * The few texts of the 'Pagar' button and the dialog's frame, which every dashboard visit loads
 * (the flow's texts, `copy.ts`, come with the flow when the dialog opens: a module of their own,
 * so a first visit does not download them).
 */
export const payoutButtonCopy = {
  open: 'Pagar',
  openLabel: (name: string) => `Pagar a ${name}`,
  title: (name: string) => `Pagar a ${name}`,
  description: 'Registre o dinheiro que você entregou, em espécie ou por Pix.',
  loading: 'Carregando o saldo...',
} as const;
