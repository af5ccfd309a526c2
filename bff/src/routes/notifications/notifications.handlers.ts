import { createHash } from 'node:crypto';
import type { RouteHandler } from '@hono/zod-openapi';
import { PRODUCT_NAME } from '@portal/contracts';
import type { Context } from 'hono';
import { currentActor, familyScope } from '../../auth/middleware';
import type { AppBindings } from '../../lib/app-types';
import { ApiError, ERROR_MESSAGES } from '../../lib/errors';
import { escapeHtml } from '../../lib/mailer';
import { readUnsubscribeToken } from '../../lib/notifications/email';
import { TOGGLE_LABELS } from '../../lib/notifications/texts';
import type {
  getNotificationsRoute,
  getUnsubscribePageRoute,
  postUnsubscribeRoute,
  readAllNotificationsRoute,
  readNotificationRoute,
} from './notifications.routes';
import {
  listNotifications,
  markAllRead,
  markRead,
  turnToggleOff,
  type Inbox,
} from './notifications.service';

function inboxOf(c: Context<AppBindings>): Inbox {
  const actor = currentActor(c);
  const familyId = familyScope(c);
  return actor.role === 'child' && actor.childId
    ? { familyId, childId: actor.childId }
    : { familyId, childId: null };
}

/** GET /api/notifications */
export const getInbox: RouteHandler<typeof getNotificationsRoute, AppBindings> = async (c) => {
  return c.json(await listNotifications(c.var.db.db, inboxOf(c), c.var.clock.now()), 200);
};

/** POST /api/notifications/read */
export const postReadAll: RouteHandler<typeof readAllNotificationsRoute, AppBindings> = async (
  c,
) => {
  const inbox = inboxOf(c);
  const now = c.var.clock.now();
  await markAllRead(c.var.db.db, inbox, now);
  return c.json(await listNotifications(c.var.db.db, inbox, now), 200);
};

/** POST /api/notifications/{id}/read */
export const postReadOne: RouteHandler<typeof readNotificationRoute, AppBindings> = async (c) => {
  const inbox = inboxOf(c);
  const now = c.var.clock.now();
  if (!(await markRead(c.var.db.db, inbox, c.req.valid('param').id, now))) {
    throw new ApiError(404, 'not_found', ERROR_MESSAGES.notFound);
  }
  return c.json(await listNotifications(c.var.db.db, inbox, now), 200);
};

const PAGE_STYLE =
  'body{font-family:Arial,sans-serif;color:#1f2937;line-height:1.5;max-width:32rem;margin:2rem auto;padding:0 1rem}button{font:inherit;padding:.75rem 1.25rem;border:0;border-radius:.5rem;background:#7c3aed;color:#fff;cursor:pointer}';
const PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(PAGE_STYLE).digest('base64')}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

/** A small page of its own (this route is opened from an e-mail, outside the portal). */
function page(c: Context<AppBindings>, status: 200 | 400, title: string, body: string) {
  const document = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} — ${PRODUCT_NAME}</title><style>${PAGE_STYLE}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
  return c.html(document, status, {
    'content-security-policy': PAGE_CSP,
    'cache-control': 'no-store',
  });
}

const INVALID_LINK =
  'Este link não é válido. Você pode desativar os e-mails em Configurações › Notificações.';

/** GET /api/notifications/unsubscribe */
export const getUnsubscribe: RouteHandler<typeof getUnsubscribePageRoute, AppBindings> = async (
  c,
) => {
  const { token } = c.req.valid('query');
  const target = readUnsubscribeToken(c.var.env.BETTER_AUTH_SECRET, token);
  if (!target) return page(c, 400, 'Link inválido', `<p>${escapeHtml(INVALID_LINK)}</p>`) as never;
  const label = TOGGLE_LABELS[target.toggle];
  const action = `?token=${encodeURIComponent(token)}`;
  return page(
    c,
    200,
    'Desativar e-mails',
    `<p>Você deixará de receber ${escapeHtml(label)}, por e-mail e no aplicativo. Pode ativá-los de novo em Configurações › Notificações.</p><form method="post" action="${escapeHtml(action)}"><button type="submit">Desativar ${escapeHtml(label)}</button></form>`,
  ) as never;
};

/** POST /api/notifications/unsubscribe */
export const postUnsubscribeToggle: RouteHandler<typeof postUnsubscribeRoute, AppBindings> = async (
  c,
) => {
  const target = readUnsubscribeToken(c.var.env.BETTER_AUTH_SECRET, c.req.valid('query').token);
  if (!target || !(await turnToggleOff(c.var.db.db, target.familyId, target.toggle))) {
    return page(c, 400, 'Link inválido', `<p>${escapeHtml(INVALID_LINK)}</p>`) as never;
  }
  const label = TOGGLE_LABELS[target.toggle];
  return page(
    c,
    200,
    'Pronto!',
    `<p>Você não receberá mais ${escapeHtml(label)}. Para ativá-los de novo, abra Configurações › Notificações no ${PRODUCT_NAME}.</p><p><a href="${escapeHtml(new URL('/parent/settings?tab=notifications', c.var.env.PUBLIC_APP_URL).href)}">Abrir Configurações</a></p>`,
  ) as never;
};
