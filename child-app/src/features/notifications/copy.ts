/** pt-BR texts of the child's notification centre (issue 38) that are not the bell's own. */
export const notificationsCopy = {
  loadFailed: 'Não foi possível carregar as notificações.',
  markAllFailed: 'Não foi possível marcar as notificações como lidas. Tente novamente.',
} as const;
