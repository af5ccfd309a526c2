import { createHmac, timingSafeEqual } from 'node:crypto';
import { PRODUCT_NAME } from '@portal/contracts';
import { formatMoney } from '@portal/domain';
import { escapeHtml, type MailMessage } from '../mailer';
import {
  dayMonth,
  notificationText,
  TOGGLE_LABELS,
  type StoredNotification,
  type ToggleName,
  type WeekOfChild,
} from './texts';

/** Path of the page an e-mail's link turns a kind of message off on. */
export const UNSUBSCRIBE_PATH = '/api/notifications/unsubscribe';

const signatureOf = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`notifications-off:${payload}`).digest('base64url');

/**
 * The token of an e-mail's 'turn this off' link: the family and the toggle, signed with the
 * auth secret. It does not expire, as such links must keep working; it can only turn a toggle
 * off, which the parent turns back on in Configurações.
 */
export function unsubscribeToken(secret: string, familyId: string, toggle: ToggleName): string {
  const payload = Buffer.from(`${familyId}\n${toggle}`).toString('base64url');
  return `${payload}.${signatureOf(secret, payload)}`;
}

/** The family and toggle of a valid token, or null. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { familyId: string; toggle: ToggleName } | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(signatureOf(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const [familyId, toggle] = Buffer.from(payload, 'base64url').toString().split('\n');
  if (!familyId || !toggle || !(toggle in TOGGLE_LABELS)) return null;
  return { familyId, toggle: toggle as ToggleName };
}

/** What a parent's e-mail is written for. */
export interface NotificationEmailInput {
  to: string;
  name: string;
  notification: StoredNotification;
  toggle: ToggleName;
  /** The portal's public address (PUBLIC_APP_URL). */
  appUrl: string;
  secret: string;
  familyId: string;
}

const REPORT_COLUMNS = [
  'Filho',
  'Ganhou',
  'Guardou',
  'Gastou',
  'Tarefas',
  'Sequência',
  'Esperando aprovação',
] as const;

function reportCells(child: WeekOfChild): string[] {
  return [
    child.name,
    formatMoney(child.earned),
    formatMoney(child.saved),
    formatMoney(child.spent),
    String(child.tasksDone),
    child.streak === 1 ? '1 dia' : `${child.streak} dias`,
    String(child.pending),
  ];
}

/** The weekly table as plain text: one block per child, readable in any client. */
function reportText(children: readonly WeekOfChild[]): string[] {
  return children.flatMap((child) => {
    const cells = reportCells(child);
    return [
      cells[0]!,
      ...REPORT_COLUMNS.slice(1).map((column, index) => `  ${column}: ${cells[index + 1]}`),
      '',
    ];
  });
}

function reportHtml(children: readonly WeekOfChild[]): string {
  const cell = 'style="padding:6px 10px;border-bottom:1px solid #e5e7eb;text-align:left"';
  const head = REPORT_COLUMNS.map((column) => `<th scope="col" ${cell}>${column}</th>`).join('');
  const rows = children
    .map((child) => {
      const [name, ...rest] = reportCells(child).map(escapeHtml);
      return `<tr><th scope="row" ${cell}>${name}</th>${rest.map((value) => `<td ${cell}>${value}</td>`).join('')}</tr>`;
    })
    .join('');
  return `<table style="border-collapse:collapse;font-size:14px"><caption style="text-align:left;font-weight:bold;padding:6px 0">Semana de cada filho</caption><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
}

/**
 * A parent's message by e-mail: its title as the subject, its text, a button to the screen it
 * is about, the weekly table for a report, and a link that turns this kind off (also as the
 * `List-Unsubscribe` headers, with one-click POST, RFC 8058).
 */
export function notificationEmail(input: NotificationEmailInput): MailMessage {
  const { notification } = input;
  const text = notificationText(notification);
  const open = new URL(text.link, input.appUrl).href;
  const off = new URL(UNSUBSCRIBE_PATH, input.appUrl);
  off.searchParams.set('token', unsubscribeToken(input.secret, input.familyId, input.toggle));
  const offLine = `Não quer mais receber ${TOGGLE_LABELS[input.toggle]}? Desative aqui`;
  const greeting = input.name ? `Olá, ${input.name}!` : 'Olá!';
  const report = notification.kind === 'weekly_report' ? notification.params.children : null;
  const subject =
    notification.kind === 'weekly_report'
      ? `Resumo da semana de ${dayMonth(notification.params.from)} a ${dayMonth(notification.params.to)}`
      : text.title;
  const plain = [
    greeting,
    '',
    text.body,
    '',
    ...(report ? reportText(report) : []),
    `Abrir no ${PRODUCT_NAME}: ${open}`,
    '',
    `${offLine}: ${off.href}`,
    '',
    `Equipe ${PRODUCT_NAME}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(text.body)}</p>
${report ? reportHtml(report) : ''}
<p><a href="${escapeHtml(open)}" style="display:inline-block;padding:12px 20px;background:#7c3aed;color:#ffffff;border-radius:8px;text-decoration:none">Abrir no ${escapeHtml(PRODUCT_NAME)}</a></p>
<p style="font-size:13px;color:#6b7280">${escapeHtml(offLine)}: <a href="${escapeHtml(off.href)}">desativar</a></p>
<p>Equipe ${escapeHtml(PRODUCT_NAME)}</p>
</body></html>`;
  return {
    to: input.to,
    subject,
    text: plain,
    html,
    headers: {
      'List-Unsubscribe': `<${off.href}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
