export { payoutButtonCopy } from './button-copy';

/**
 * pt-BR texts of 'Pagar ao filho' (issue 40) that the contracts leave open. The BFF's refusals
 * and the sentence that the portal moves no money are `MSG.payout` of `@portal/contracts`.
 */
export const payoutsCopy = {
  loadFailed: 'Não foi possível carregar o saldo da criança.',
  retry: 'Tentar novamente',
  available: 'Disponível para pagar',
  awaiting: (amount: string) => `${amount} ainda aguardam aprovação e não podem ser pagos.`,
  amount: 'Valor a pagar',
  amountHint: (max: string) => `Até ${max}.`,
  overAvailable: (max: string) =>
    `O valor é maior que o saldo disponível da criança. Disponível: ${max}.`,
  method: 'Como você vai pagar?',
  methods: { cash: 'Dinheiro', pix: 'Pix' },
  methodHints: {
    cash: 'Você entrega em mãos e registra aqui.',
    pix: 'Você paga pelo app do seu banco com o QR Code.',
  },
  pixKeyLoadFailed: 'Não foi possível ver se a criança tem chave Pix.',
  pixKeyMissing: 'Cadastre uma chave Pix da criança para pagar via Pix.',
  setPixKey: 'Cadastrar chave Pix',
  pixTo: (key: string) => `Chave Pix: ${key}`,
  confirmCash: 'Confirmar pagamento',
  confirming: 'Registrando...',
  payByPix: 'Pagar via Pix',
  preparingPix: 'Gerando o Pix...',
  pixFailed: 'Não foi possível gerar o Pix.',
  back: 'Voltar',
  pixTitle: (amount: string) => `Pix de ${amount}`,
  recipient: (name: string, city: string) => `Para ${name} · ${city}`,
  qrAlt: (amount: string, name: string) => `QR Code do Pix de ${amount} para ${name}`,
  qrLoading: 'Gerando o QR Code...',
  qrFailed: 'Não foi possível desenhar o QR Code. Use o Pix Copia e Cola.',
  copyPaste: 'Pix Copia e Cola',
  copy: 'Copiar',
  copied: 'Copiado!',
  copyFailed: 'Não foi possível copiar. Selecione o código e copie.',
  paid: 'Já paguei',
  done: (amount: string, name: string, method: 'cash' | 'pix') =>
    method === 'pix'
      ? `${amount} pagos a ${name} via Pix.`
      : `${amount} pagos a ${name} em dinheiro.`,
  newBalance: (amount: string) => `Novo saldo: ${amount}`,
  close: 'Concluir',
} as const;
