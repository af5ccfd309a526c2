import { PRODUCT_NAME } from '@portal/contracts/messages';
import { formatTimeOfDay } from '@portal/domain/calendar';

/**
 * The texts of the shell's PWA frame (issue 39), in pt-BR. Here rather than in `app/copy.ts`:
 * they load with the PWA chunk, after the first screen (ADR 068).
 */
export const pwaCopy = {
  updateAvailable: 'Nova versão disponível',
  update: 'Atualizar',
  install: `Instalar o ${PRODUCT_NAME}`,
  installHint: 'Abra direto da tela inicial, como um aplicativo.',
  notNow: 'Agora não',
  frameLabel: 'Avisos do aplicativo',
} as const;

/**
 * 'Sem conexão — mostrando dados de hh:mm': what the page shows when its data came from the
 * service worker's cache, with the São Paulo time that data was stored.
 */
export function offlineStatusText(storedAt: number | Date): string {
  return `Sem conexão — mostrando dados de ${formatTimeOfDay(storedAt)}`;
}
