import type { z } from 'zod';
import type { NotificationsResponseSchema } from '../notifications';
import { endpoint, type NoParts } from './endpoint';

type Answer = z.output<typeof NotificationsResponseSchema>;

/** `GET /api/notifications`: the caller's newest messages and its unread count. */
export const getNotifications = /* @__PURE__ */ endpoint<NoParts, Answer>()(
  'GET',
  '/notifications',
  'getNotifications',
);

/** `POST /api/notifications/read`: 'Marcar todas como lidas'. */
export const readAllNotifications = /* @__PURE__ */ endpoint<NoParts, Answer>()(
  'POST',
  '/notifications/read',
  'readAllNotifications',
);

/** `POST /api/notifications/{id}/read`: one message opened. */
export const readNotification = /* @__PURE__ */ endpoint<NoParts, Answer>()(
  'POST',
  '/notifications/{id}/read',
  'readNotification',
);

/**
 * `GET /api/notifications/unsubscribe?token=`: the page an e-mail's 'desativar' link opens (an
 * HTML page with a button, so a mail scanner that follows links turns nothing off).
 */
export const getUnsubscribePage = /* @__PURE__ */ endpoint<{ query: { token: string } }, string>()(
  'GET',
  '/notifications/unsubscribe',
  'getUnsubscribePage',
);

/**
 * `POST /api/notifications/unsubscribe?token=`: turns that kind of message off (the page's
 * button, or a mail client's one-click `List-Unsubscribe-Post`, RFC 8058). An HTML page.
 */
export const postUnsubscribe = /* @__PURE__ */ endpoint<{ query: { token: string } }, string>()(
  'POST',
  '/notifications/unsubscribe',
  'postUnsubscribe',
);
