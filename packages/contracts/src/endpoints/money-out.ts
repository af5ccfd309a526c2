import type { z } from 'zod';
import type {
  ChildMoneyResponseSchema,
  PayoutInputSchema,
  PayoutResponseSchema,
  PixChargeQuerySchema,
  PixChargeResponseSchema,
  ReportQuerySchema,
  ReportResponseSchema,
} from '../money-out';
import type { PixKeyInputSchema, PixKeyResponseSchema } from '../pix';
import { endpoint, type NoParts } from './endpoint';

/** The `Idempotency-Key` of a money movement: one per tap, reused by its retries. */
interface IdempotencyHeaders {
  'idempotency-key'?: string;
}

/** `POST /api/children/{id}/payouts` ('Pagar ao filho', parent): records money paid out. */
export const createPayout = /* @__PURE__ */ endpoint<
  { headers?: IdempotencyHeaders; body: z.input<typeof PayoutInputSchema> },
  z.output<typeof PayoutResponseSchema>
>()('POST', '/children/{id}/payouts', 'createPayout');

/** `GET /api/children/{id}/pix-charge?amount=` ('Pagar via Pix', parent): a static BR Code. */
export const getPixCharge = /* @__PURE__ */ endpoint<
  { query: z.input<typeof PixChargeQuerySchema> },
  z.output<typeof PixChargeResponseSchema>
>()('GET', '/children/{id}/pix-charge', 'getPixCharge');

/** `GET /api/children/{id}/pix-key`: the child's Pix key (parent, or the child itself). */
export const getPixKey = /* @__PURE__ */ endpoint<NoParts, z.output<typeof PixKeyResponseSchema>>()(
  'GET',
  '/children/{id}/pix-key',
  'getPixKey',
);

/** `PUT /api/children/{id}/pix-key`: stores the child's Pix key (parent). */
export const putPixKey = /* @__PURE__ */ endpoint<
  { body: z.input<typeof PixKeyInputSchema> },
  z.output<typeof PixKeyResponseSchema>
>()('PUT', '/children/{id}/pix-key', 'putPixKey');

/** `DELETE /api/children/{id}/pix-key`: removes the child's Pix key (parent; 204). */
export const deletePixKey = /* @__PURE__ */ endpoint<NoParts, void>()(
  'DELETE',
  '/children/{id}/pix-key',
  'deletePixKey',
);

/** `PUT /api/child/pix-key`: a child of 13 or more stores its own Pix key from its profile. */
export const putOwnPixKey = /* @__PURE__ */ endpoint<
  { body: z.input<typeof PixKeyInputSchema> },
  z.output<typeof PixKeyResponseSchema>
>()('PUT', '/child/pix-key', 'putOwnPixKey');

/** `GET /api/children/{childId}/money` ('Meu dinheiro'; the child or its parent). */
export const getChildMoney = /* @__PURE__ */ endpoint<
  NoParts,
  z.output<typeof ChildMoneyResponseSchema>
>()('GET', '/children/{childId}/money', 'getChildMoney');

/** `GET /api/reports` ('Relatórios', parent): the family's and each child's figures. */
export const getReport = /* @__PURE__ */ endpoint<
  { query?: z.input<typeof ReportQuerySchema> },
  z.output<typeof ReportResponseSchema>
>()('GET', '/reports', 'getReport');

/** `GET /api/reports/ledger` (parent): the ledger of the range as a CSV download (Excel pt-BR). */
export const exportLedgerCsv = /* @__PURE__ */ endpoint<
  { query?: z.input<typeof ReportQuerySchema> },
  string
>()('GET', '/reports/ledger', 'exportLedgerCsv');
