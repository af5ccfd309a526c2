import { PRODUCT_NAME } from '@portal/contracts/messages';

/** pt-BR texts of this device's push setting, in the bell's panel (`DevicePushSetting`). */
export const pushCopy = {
  title: 'Avisos neste aparelho',
  offText: `Receba os avisos no celular ou computador, mesmo com o ${PRODUCT_NAME} fechado.`,
  enable: 'Ativar avisos',
  enabling: 'Ativando...',
  onText: 'Os avisos estão ativados neste aparelho.',
  disable: 'Desativar avisos',
  disabling: 'Desativando...',
  blocked: `Os avisos estão bloqueados neste navegador. Para recebê-los, permita as notificações do ${PRODUCT_NAME} nas configurações do navegador.`,
  unsupported: `Este aparelho não recebe avisos do ${PRODUCT_NAME} com o app fechado.`,
  failed: 'Não foi possível ativar os avisos. Tente novamente.',
  disableFailed: 'Não foi possível desativar os avisos. Tente novamente.',
} as const;
