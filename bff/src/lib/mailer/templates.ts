import { PRODUCT_NAME } from '@portal/contracts';

/** One e-mail, ready to send: plain text plus a simple HTML version. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. `List-Unsubscribe` (RFC 2369, RFC 8058). */
  headers?: Record<string, string>;
}

export const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/** Shared layout: a greeting, one paragraph, one button (the link also as text). */
function layout(parts: {
  to: string;
  subject: string;
  name: string;
  intro: string;
  action: string;
  url: string;
  outro: string;
}): MailMessage {
  const greeting = parts.name ? `Olá, ${parts.name}!` : 'Olá!';
  const text = [
    greeting,
    '',
    parts.intro,
    '',
    `${parts.action}: ${parts.url}`,
    '',
    parts.outro,
    '',
    `Equipe ${PRODUCT_NAME}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(parts.intro)}</p>
<p><a href="${escapeHtml(parts.url)}" style="display:inline-block;padding:12px 20px;background:#7c3aed;color:#ffffff;border-radius:8px;text-decoration:none">${escapeHtml(parts.action)}</a></p>
<p style="font-size:13px;color:#6b7280">Se o botão não funcionar, copie este endereço no navegador:<br>${escapeHtml(parts.url)}</p>
<p>${escapeHtml(parts.outro)}</p>
<p>Equipe ${escapeHtml(PRODUCT_NAME)}</p>
</body></html>`;
  return { to: parts.to, subject: parts.subject, text, html };
}

/** The e-mail confirmation message sent after a parent signs up. */
export function confirmationEmail(input: { to: string; name: string; url: string }): MailMessage {
  return layout({
    ...input,
    subject: `Confirme seu e-mail no ${PRODUCT_NAME}`,
    intro: `Recebemos o cadastro da sua família no ${PRODUCT_NAME}. Confirme seu e-mail para ativar a conta.`,
    action: 'Confirmar e-mail',
    outro: 'Se você não criou esta conta, ignore esta mensagem.',
  });
}

/** The link that confirms a parent's new e-mail address (ADR 028); sent to the new address. */
export function emailChangeEmail(input: { to: string; name: string; url: string }): MailMessage {
  return layout({
    ...input,
    subject: `Confirme seu novo e-mail no ${PRODUCT_NAME}`,
    intro: `Recebemos um pedido para usar este endereço na sua conta do ${PRODUCT_NAME}. O e-mail da conta só muda quando você confirmar.`,
    action: 'Confirmar novo e-mail',
    outro: 'Se você não pediu esta alteração, ignore esta mensagem: nada muda na conta.',
  });
}

/**
 * Notice to the CURRENT address that a change to `newEmail` was asked (ADR 028): the owner of
 * a stolen session cannot move the account away silently.
 */
export function emailChangeNoticeEmail(input: {
  to: string;
  name: string;
  newEmail: string;
  url: string;
}): MailMessage {
  return layout({
    ...input,
    subject: `Pedido de alteração do e-mail no ${PRODUCT_NAME}`,
    intro: `Pediram para trocar o e-mail da sua conta no ${PRODUCT_NAME} para ${input.newEmail}. O pedido foi feito com a senha da conta, e a troca só acontece quando o link enviado para esse endereço for aberto.`,
    action: 'Revisar minha conta',
    outro:
      'Se não foi você, troque sua senha agora: isso cancela o pedido (alguém pode conhecê-la). Depois responda a esta mensagem ou fale com o suporte.',
  });
}

/** The password-reset message. */
export function passwordResetEmail(input: { to: string; name: string; url: string }): MailMessage {
  return layout({
    ...input,
    subject: `Redefinir sua senha do ${PRODUCT_NAME}`,
    intro: `Recebemos um pedido para redefinir a senha da sua conta no ${PRODUCT_NAME}. O link vale por 1 hora.`,
    action: 'Redefinir senha',
    outro: 'Se você não pediu a redefinição, ignore esta mensagem: sua senha continua a mesma.',
  });
}

/**
 * The one-time link that confirms the erasure of the family (ADR 058), sent to the parent's
 * verified address when the account has no password (Google/Apple) or the parent prefers it.
 */
export function familyDeleteEmail(input: {
  to: string;
  name: string;
  url: string;
  minutes: number;
}): MailMessage {
  return layout({
    ...input,
    subject: `Confirme a exclusão da conta no ${PRODUCT_NAME}`,
    intro: `Recebemos um pedido para excluir a conta da sua família no ${PRODUCT_NAME}. Abra o link em até ${input.minutes} minutos, com a sua conta conectada, e toque em 'Excluir' para apagar para sempre a família, os filhos, as tarefas, as fotos e o histórico de dinheiro. Só abrir o link não exclui nada.`,
    action: 'Revisar a exclusão',
    outro: 'Se você não pediu, ignore esta mensagem: nada será excluído.',
  });
}
