import {
  ConfirmFamilyDeleteInputSchema,
  DeleteFamilyInputSchema,
  FamilyDeleteLinkResponseSchema,
  FamilyExportSchema,
} from '@portal/contracts';
import {
  confirmDeleteAccount,
  deleteAccount,
  exportFamily,
  sendDeleteAccountLink,
} from '@portal/contracts/endpoints/privacy';
import { defineRoute } from '../../lib/access';
import { errorJson } from '../../lib/openapi-responses';

/** `GET /api/family/export`. */
export const exportFamilyRoute = defineRoute(exportFamily, {
  access: 'parent',
  tags: ['privacy'],
  summary: 'Exportar os dados da família',
  description:
    'Everything the portal keeps about the caller\'s family as one JSON download (LGPD art. 18, ADR 027): the family and the parent\'s account (no secrets), limits, settings, appearance, every child (no PIN hash) with its consent version and date, tasks, submissions, the ledger, goals, achievements, allowances, pauses, and the proof photos as base64 data URLs (up to `FAMILY_EXPORT_PHOTO_BUDGET_BYTES` in total; later ones are listed with `dataUrl: null`). Streamed, with `Content-Disposition: attachment; filename="mesadinha-dados-YYYY-MM-DD.json"` (São Paulo day) and `Cache-Control: no-store`.',
  responses: {
    200: {
      description: 'The export file.',
      content: { 'application/json': { schema: FamilyExportSchema } },
    },
  },
});

/** `POST /api/family/delete`. */
export const deleteFamilyRoute = defineRoute(deleteAccount, {
  access: 'parent',
  tags: ['privacy'],
  summary: 'Excluir a conta da família',
  description:
    "Erases the caller's whole family after checking the parent's password (LGPD art. 18, ADR 027), in one transaction: every child with its ledger (through the one privileged erasure path of the append-only ledger), submissions, goals, achievements, devices, accounts and sessions; the tasks, limits and idempotency keys; the parent's account, sessions and sign-in methods. Then the proof photos are deleted from disk and the session cookie is cleared. Nothing of another family is touched.",
  request: {
    body: { required: true, content: { 'application/json': { schema: DeleteFamilyInputSchema } } },
  },
  responses: {
    204: { description: 'Erased; the session cookie is cleared.' },
    400: errorJson("Invalid input, or a wrong password ('Senha incorreta.' on `password`)."),
  },
});

/** `POST /api/family/delete-link`. */
export const familyDeleteLinkRoute = defineRoute(sendDeleteAccountLink, {
  access: 'parent',
  tags: ['privacy'],
  summary: 'Enviar o link de exclusão da conta por e-mail',
  description:
    "The way to erase the family without a password (a parent who signs in with Google or Apple; ADR 058): e-mails the parent's verified address a one-time link to the portal page `/parent/delete-account?token=…`, valid for `FAMILY_DELETE_LINK_MINUTES` (30) minutes. A newer link replaces the older one. Opening the link erases nothing: the page asks for 'Excluir', which calls `POST /api/family/delete/confirm` with the signed-in parent's session. 5 links per parent every 10 minutes.",
  responses: {
    200: {
      description: 'Sent: the address and how long the link is valid.',
      content: { 'application/json': { schema: FamilyDeleteLinkResponseSchema } },
    },
    409: errorJson("The account's e-mail is not confirmed (`EMAIL_NOT_VERIFIED`)."),
    429: errorJson('Too many links asked (`RATE_LIMITED`, with `Retry-After`).'),
    503: errorJson('The e-mail could not be sent (`MAIL_NOT_SENT`).'),
  },
});

/** `POST /api/family/delete/confirm`. */
export const confirmFamilyDeleteRoute = defineRoute(confirmDeleteAccount, {
  access: 'parent',
  tags: ['privacy'],
  summary: 'Confirmar a exclusão da conta pelo link do e-mail',
  description:
    "Erases the caller's whole family, exactly as `POST /api/family/delete` does, when `token` is the caller's newest e-mailed deletion link and has not expired (ADR 058). The token is spent in the erasure's transaction: it works once. Another account's token, an older, expired or used one is a 400 (`DELETE_LINK_INVALID` on `token`) and erases nothing.",
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: ConfirmFamilyDeleteInputSchema } },
    },
  },
  responses: {
    204: { description: 'Erased; the session cookie is cleared.' },
    400: errorJson(
      "A token that is not the caller's current deletion link ('Este link de exclusão não vale mais…' on `token`).",
    ),
    429: errorJson('Too many attempts (`RATE_LIMITED`, with `Retry-After`).'),
  },
});
