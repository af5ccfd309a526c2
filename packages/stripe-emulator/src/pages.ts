// The hosted checkout and billing portal pages: plain pt-BR HTML, inline CSS, no script and no
// external asset, readable on a phone.
import { DEFAULT_CARD } from './constants';
import type { StripeObject } from './objects';

export function escapeHtml(text: unknown): string {
  return String(text ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** 'R$ 19,90' (a plain space, not Intl's no-break space, so page text matches the brief). */
export function formatMoney(minor: number, currency: string): string {
  return new Intl.NumberFormat('pt-BR', { style: 'currency', currency: currency.toUpperCase() })
    .format(minor / 100)
    .replace(/\s/g, ' ');
}

export function formatDate(seconds: number): string {
  return new Intl.DateTimeFormat('pt-BR', {
    dateStyle: 'long',
    timeZone: 'America/Sao_Paulo',
  }).format(new Date(seconds * 1000));
}

const INTERVALS: Record<string, [string, string]> = {
  day: ['dia', 'dias'],
  week: ['semana', 'semanas'],
  month: ['mês', 'meses'],
  year: ['ano', 'anos'],
};

export function intervalText(price: StripeObject): string {
  const recurring = price.recurring as { interval: string; interval_count: number } | null;
  if (!recurring) return 'Pagamento único';
  const [one, many] = INTERVALS[recurring.interval] ?? [recurring.interval, recurring.interval];
  return recurring.interval_count > 1 ? `a cada ${recurring.interval_count} ${many}` : `por ${one}`;
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f6fb;color:#1c2230;line-height:1.5}
main{max-width:28rem;margin:0 auto;padding:1.5rem 1rem}
.card{background:#fff;border-radius:12px;padding:1.25rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.4rem;margin:0 0 .5rem}
.amount{font-size:1.8rem;font-weight:700;margin:.25rem 0}
.muted{color:#4a5366}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{width:100%;font-size:1.1rem;padding:.7rem;border:2px solid #8a93a6;border-radius:8px}
input:focus,button:focus,a:focus{outline:3px solid #1d4ed8;outline-offset:2px}
button{width:100%;margin-top:1.25rem;font-size:1.1rem;font-weight:700;padding:.8rem;border:0;border-radius:8px;background:#1d4ed8;color:#fff;cursor:pointer}
button.danger{background:#b42318}
.links{margin-top:1rem;text-align:center}
a{color:#1d4ed8}
[role=alert]{background:#fde8e7;color:#8a1c12;border:1px solid #b42318;border-radius:8px;padding:.75rem;margin:1rem 0 0;font-weight:600}
.notice{background:#e8f0fe;border-radius:8px;padding:.75rem;margin:1rem 0 0}
.badge{font-size:.8rem;color:#4a5366;text-transform:uppercase;letter-spacing:.05em;margin:0 0 1rem}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="badge">Ambiente de teste (emulador do Stripe)</p>
<div class="card">
${body}
</div>
</main>
</body>
</html>
`;
}

export interface CheckoutPageInput {
  session: StripeObject;
  product: StripeObject | null;
  price: StripeObject;
  trialDays: number | null;
  needsEmail: boolean;
  cardNumber?: string;
  email?: string;
  error?: string;
}

export function checkoutPage(input: CheckoutPageInput): string {
  const { session, product, price } = input;
  const planName = String(product?.name ?? price.nickname ?? 'Plano');
  const cancel = session.cancel_url
    ? `<p class="links"><a href="${escapeHtml(session.cancel_url)}">Cancelar</a></p>`
    : '';
  if (session.status !== 'open') {
    const text =
      session.status === 'complete'
        ? 'Este pagamento já foi concluído.'
        : 'Esta sessão de pagamento expirou. Volte ao portal e tente de novo.';
    return layout(
      planName,
      `<h1>${escapeHtml(planName)}</h1><p class="notice">${text}</p>${cancel}`,
    );
  }
  const amount = formatMoney(Number(session.amount_total ?? 0), String(session.currency ?? 'brl'));
  const nickname =
    price.nickname && price.nickname !== planName ? `<p>${escapeHtml(price.nickname)}</p>` : '';
  const trial = input.trialDays
    ? `<p class="notice">Período de teste: ${input.trialDays} ${input.trialDays === 1 ? 'dia' : 'dias'}. Nada é cobrado hoje.</p>`
    : '';
  const email = input.needsEmail
    ? `<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(input.email ?? '')}">`
    : '';
  const error = input.error ? `<p role="alert" id="card_error">${escapeHtml(input.error)}</p>` : '';
  const invalid = input.error ? ' aria-invalid="true" aria-describedby="card_error"' : '';
  return layout(
    `Pagamento: ${planName}`,
    `<h1>${escapeHtml(planName)}</h1>
${nickname}<p class="amount">${escapeHtml(amount)}</p>
<p class="muted">${escapeHtml(intervalText(price))}</p>
${trial}
<form method="post" action="/checkout/${escapeHtml(session.id)}/pay">
${email}
<label for="card_number">Número do cartão</label>
<input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" required value="${escapeHtml(input.cardNumber ?? DEFAULT_CARD)}"${invalid}>
${error}
<button type="submit">Pagar</button>
</form>
${cancel}`,
  );
}

const STATUS_TEXT: Record<string, string> = {
  active: 'Ativa',
  trialing: 'Em período de teste',
  past_due: 'Pagamento em atraso',
  canceled: 'Cancelada',
  unpaid: 'Não paga',
  incomplete: 'Incompleta',
  incomplete_expired: 'Expirada',
  paused: 'Pausada',
};

export function portalPage(input: {
  portal: StripeObject;
  subscription: StripeObject | null;
  productName: string | null;
}): string {
  const { portal, subscription } = input;
  const back = portal.return_url
    ? `<p class="links"><a href="${escapeHtml(portal.return_url)}">Voltar</a></p>`
    : '';
  if (!subscription) {
    return layout(
      'Sua assinatura',
      `<h1>Sua assinatura</h1><p class="notice">Você não tem nenhuma assinatura.</p>${back}`,
    );
  }
  const items = subscription.items as { data: StripeObject[] };
  const price = items.data[0]?.price as StripeObject;
  const status = String(subscription.status);
  const periodEnd = Number(subscription.current_period_end);
  let details: string;
  let action = '';
  if (status === 'canceled') {
    details = `<p>Assinatura encerrada em ${escapeHtml(formatDate(Number(subscription.ended_at ?? periodEnd)))}.</p>`;
  } else if (subscription.cancel_at_period_end) {
    details = `<p role="status" class="notice">Sua assinatura termina em ${escapeHtml(formatDate(Number(subscription.cancel_at ?? periodEnd)))}.</p>`;
    action = `<form method="post" action="/portal/${escapeHtml(portal.id)}/renew">
<button type="submit">Manter assinatura</button>
</form>`;
  } else {
    const label = status === 'trialing' ? 'Fim do período de teste' : 'Próxima cobrança';
    details = `<p>${label}: ${escapeHtml(formatDate(periodEnd))}</p>`;
    action = `<form method="post" action="/portal/${escapeHtml(portal.id)}/cancel">
<button type="submit" class="danger">Cancelar assinatura</button>
</form>`;
  }
  return layout(
    'Sua assinatura',
    `<h1>Sua assinatura</h1>
<p><strong>${escapeHtml(input.productName ?? 'Plano')}</strong></p>
<p class="amount">${escapeHtml(formatMoney(Number(price.unit_amount ?? 0), String(price.currency)))}</p>
<p class="muted">${escapeHtml(intervalText(price))}</p>
<p>Situação: <strong>${escapeHtml(STATUS_TEXT[status] ?? status)}</strong></p>
${details}
${action}
${back}`,
  );
}

export function notFoundPage(): string {
  return layout('Página não encontrada', '<h1>Página não encontrada</h1>');
}
