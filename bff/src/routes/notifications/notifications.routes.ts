import { z } from '@hono/zod-openapi';
import { NotificationsResponseSchema, UnsubscribeQuerySchema } from '@portal/contracts';
import {
  getNotifications,
  getUnsubscribePage,
  postUnsubscribe,
  readAllNotifications,
  readNotification,
} from '@portal/contracts/endpoints/notifications';
import { defineRoute } from '../../lib/access';
import { errorJson } from '../../lib/openapi-responses';

const answer = {
  description:
    "The caller's newest messages (at most 50, newest first) and how many are unread: a parent's are its family's, a child's its own; a child's made in its quiet hours (21:00–08:00) show from 08:00.",
  content: { 'application/json': { schema: NotificationsResponseSchema } },
};

const html = (description: string) => ({
  description,
  content: { 'text/html': { schema: z.string() } },
});

/** `GET /api/notifications`. */
export const getNotificationsRoute = defineRoute(getNotifications, {
  access: 'parentOrChild',
  tags: ['notifications'],
  summary: 'Notificações',
  description:
    'The bell: task reminders, submissions waiting over 24 h, achievements, goal milestones (50 % and 100 %) and weekly reports, each only while its family toggle is on. `notifications.changed` on the event stream says when to read again.',
  responses: { 200: answer },
});

/** `POST /api/notifications/read`. */
export const readAllNotificationsRoute = defineRoute(readAllNotifications, {
  access: 'parentOrChild',
  tags: ['notifications'],
  summary: 'Marcar todas como lidas',
  description: "Marks every message of the caller's bell read; answers the bell.",
  responses: { 200: answer },
});

/** `POST /api/notifications/{id}/read`. */
export const readNotificationRoute = defineRoute(readNotification, {
  access: 'parentOrChild',
  tags: ['notifications'],
  summary: 'Marcar uma notificação como lida',
  description: "Marks one message read (opened); answers the bell. Another inbox's message is 404.",
  request: {
    params: z.object({
      id: z
        .string()
        .max(64)
        .openapi({ param: { name: 'id', in: 'path' }, description: 'notifications.id' }),
    }),
  },
  responses: {
    200: answer,
    404: errorJson("No such message in the caller's bell ('Recurso não encontrado.')."),
  },
});

const unsubscribeRequest = { query: UnsubscribeQuerySchema };

/** `GET /api/notifications/unsubscribe`. */
export const getUnsubscribePageRoute = defineRoute(getUnsubscribePage, {
  access: 'public',
  tags: ['notifications'],
  summary: 'Página para desativar um tipo de e-mail',
  description:
    "The page of an e-mail's 'desativar' link: says which kind of message it turns off and asks for a click (a POST), so that a mail scanner following links turns nothing off. 400 page for a token that is not valid.",
  request: unsubscribeRequest,
  responses: { 200: html('The page.'), 400: html('The link is not valid.') },
});

/** `POST /api/notifications/unsubscribe`. */
export const postUnsubscribeRoute = defineRoute(postUnsubscribe, {
  access: 'public',
  tags: ['notifications'],
  summary: 'Desativar um tipo de e-mail',
  description:
    "Turns the token's family toggle off (as 'Configurações › Notificações' would): no more messages of that kind, by e-mail or in the bell. Also a mail client's one-click unsubscribe (RFC 8058). Announces `family.changed`.",
  request: unsubscribeRequest,
  responses: { 200: html('Turned off.'), 400: html('The link is not valid.') },
});
