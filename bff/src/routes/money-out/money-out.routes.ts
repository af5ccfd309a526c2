import { z } from '@hono/zod-openapi';
import {
  ChildMoneyResponseSchema,
  PayoutInputSchema,
  PayoutResponseSchema,
  PixChargeQuerySchema,
  PixChargeResponseSchema,
  PixKeyInputSchema,
  PixKeyResponseSchema,
  ReportQuerySchema,
  ReportResponseSchema,
} from '@portal/contracts';
import {
  createPayout,
  deletePixKey,
  exportLedgerCsv,
  getChildMoney,
  getPixCharge,
  getPixKey,
  getReport,
  putOwnPixKey,
  putPixKey,
} from '@portal/contracts/endpoints/money-out';
import { defineRoute } from '../../lib/access';
import { errorJson } from '../../lib/openapi-responses';
import { ChildIdParamsSchema, IdempotencyHeadersSchema } from '../../lib/openapi-params';

const ChildParamsSchema = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' }, description: 'children.id' }),
});

const notFound = errorJson("No such child in the caller's family ('Recurso não encontrado.').");
const pixKeyAnswer = {
  content: { 'application/json': { schema: PixKeyResponseSchema } },
};
const pixKeyBody = {
  required: true as const,
  content: { 'application/json': { schema: PixKeyInputSchema } },
};

/** `POST /api/children/{id}/payouts`. */
export const createPayoutRoute = defineRoute(createPayout, {
  access: 'parent',
  entitlement: 'premium',
  tags: ['money out'],
  summary: 'Pagar ao filho',
  description:
    "Records that the parent paid the child `amount` in cash or by Pix ('Já paguei', with the txid of the BR Code shown), in one transaction on the locked child: a negative `payout` ledger line ('Saque em dinheiro' / 'Saque via Pix'; `type` 'spending', `kind` 'payout'). Refused (409) above the available balance (the balance less rewards awaiting review): two payouts for the whole balance at once, one succeeds. The portal moves no money itself. Idempotent per `Idempotency-Key`. Announces balance.changed.",
  request: {
    params: ChildParamsSchema,
    headers: IdempotencyHeadersSchema,
    body: { required: true, content: { 'application/json': { schema: PayoutInputSchema } } },
  },
  responses: {
    201: {
      description: 'Recorded (or the replay of an earlier payout).',
      content: { 'application/json': { schema: PayoutResponseSchema } },
    },
    400: errorJson('Invalid amount, method or txid (pt-BR message per field).'),
    404: notFound,
    409: errorJson(
      "More than the available balance ('O valor é maior que o saldo disponível da criança.'), nothing available, or an Idempotency-Key reused.",
    ),
  },
});

/** `GET /api/children/{id}/pix-charge`. */
export const pixChargeRoute = defineRoute(getPixCharge, {
  access: 'parent',
  entitlement: 'premium',
  tags: ['money out'],
  summary: 'Pagar via Pix',
  description:
    "A static BR Code (EMV QRCPS-MPM per the Banco Central's Pix manual: GUI br.gov.bcb.pix, the child's key, the amount, the child's name and the key's city or 'BRASIL', a fresh txid, CRC16-CCITT) for the QR image and 'Pix Copia e Cola'. Records nothing: confirm with `createPayout` (method pix, this txid) once paid. 409 without a Pix key or above the available balance.",
  request: { params: ChildParamsSchema, query: PixChargeQuerySchema },
  responses: {
    200: {
      description: 'The BR Code.',
      content: { 'application/json': { schema: PixChargeResponseSchema } },
    },
    400: errorJson('Invalid amount.'),
    404: notFound,
    409: errorJson('The child has no Pix key, or the amount is above the available balance.'),
  },
});

/** `GET /api/children/{id}/pix-key`. */
export const getPixKeyRoute = defineRoute(getPixKey, {
  access: 'parentOrChild',
  entitlement: 'premium',
  tags: ['money out'],
  summary: 'Chave Pix da criança',
  description:
    "The child's Pix key, or null. A child reads only its own; a parent its family's children; anything else is 404.",
  request: { params: ChildParamsSchema },
  responses: { 200: { description: 'The key.', ...pixKeyAnswer }, 404: notFound },
});

/** `PUT /api/children/{id}/pix-key`. */
export const putPixKeyRoute = defineRoute(putPixKey, {
  access: 'parent',
  entitlement: 'premium',
  tags: ['money out'],
  summary: 'Salvar a chave Pix da criança',
  description:
    'Stores (replaces) the Pix key of a child of the family: CPF (check digits), phone (+55, DDD), e-mail or random key (UUID), kept normalised; optional city (≤ 15) for its BR Codes. Announces children.changed.',
  request: { params: ChildParamsSchema, body: pixKeyBody },
  responses: {
    200: { description: 'Saved.', ...pixKeyAnswer },
    400: errorJson("Invalid key for its type (e.g. 'CPF inválido. Confira os 11 dígitos.')."),
    404: notFound,
  },
});

/** `DELETE /api/children/{id}/pix-key`. */
export const deletePixKeyRoute = defineRoute(deletePixKey, {
  access: 'parent',
  entitlement: 'premium',
  tags: ['money out'],
  summary: 'Remover a chave Pix da criança',
  description: "Removes the child's Pix key (204 also when it had none).",
  request: { params: ChildParamsSchema },
  responses: { 204: { description: 'Removed.' }, 404: notFound },
});

/** `PUT /api/child/pix-key`. */
export const putOwnPixKeyRoute = defineRoute(putOwnPixKey, {
  access: 'child',
  entitlement: 'premium',
  tags: ['money out'],
  summary: 'Salvar minha chave Pix',
  description:
    "A child of 13 or more stores its own Pix key from its profile (same rules as the parent's); a younger child gets 403 'Só quem tem 13 anos ou mais pode cadastrar a própria chave Pix.'",
  request: { body: pixKeyBody },
  responses: {
    200: { description: 'Saved.', ...pixKeyAnswer },
    400: errorJson('Invalid key for its type.'),
    403: errorJson('The child is younger than 13.'),
  },
});

/** `GET /api/children/{childId}/money`. */
export const childMoneyRoute = defineRoute(getChildMoney, {
  access: 'parentOrChild',
  entitlement: 'premium',
  tags: ['money out'],
  summary: 'Meu dinheiro',
  description:
    "The child's money in centavos: available (balance less rewards awaiting review), awaiting approval, in goals, received (payouts), other spending, and earned (tasks, allowances, adjustments), with earned = available + awaitingApproval + inGoals + received + spent. SQL sums over the child's ledger.",
  request: { params: ChildIdParamsSchema },
  responses: {
    200: {
      description: 'The figures.',
      content: { 'application/json': { schema: ChildMoneyResponseSchema } },
    },
    404: errorJson("Not a child the caller may read ('Recurso não encontrado.')."),
  },
});

/** `GET /api/reports`. */
export const reportRoute = defineRoute(getReport, {
  access: 'parent',
  entitlement: 'premium',
  tags: ['money out'],
  summary: 'Relatórios',
  description:
    "The family's figures (or one child's, `childId`) and each child's over this week, this month or a chosen range (São Paulo days, ≤ 366): money earned (tasks, allowance, adjustments), paid out (cash, Pix), saved into goals, spent, net; the balance at the end of each day; tasks done per category; approvals and rejections; streaks. SQL aggregates of the ledger and submissions of the range.",
  request: { query: ReportQuerySchema },
  responses: {
    200: {
      description: 'The report.',
      content: { 'application/json': { schema: ReportResponseSchema } },
    },
    400: errorJson("Invalid range ('Escolha um período válido.')."),
    404: notFound,
  },
});

/** `GET /api/reports/ledger`. */
export const ledgerCsvRoute = defineRoute(exportLedgerCsv, {
  access: 'parent',
  entitlement: 'premium',
  tags: ['money out'],
  summary: 'Exportar extrato (CSV)',
  description:
    "The ledger lines of the range (family or `childId`), oldest first, as a CSV download that Excel pt-BR opens as is: UTF-8 with BOM, ';' separator, decimal comma, CRLF; columns Data (dd/mm/aaaa hh:mm, São Paulo), Criança, Tipo (pt-BR), Descrição, Valor (R$), Saldo após (R$). `Content-Disposition: attachment`. At most 50,000 lines (422 above).",
  request: { query: ReportQuerySchema },
  responses: {
    200: {
      description: 'The CSV file.',
      content: { 'text/csv': { schema: z.string() } },
    },
    400: errorJson('Invalid range.'),
    404: notFound,
    422: errorJson('Too many lines in the range.'),
  },
});
