import { DeleteFamilyInputSchema, FamilyExportSchema } from '@portal/contracts';
import { defineRoute } from '../../lib/access';
import { errorJson } from '../../lib/openapi-responses';

/** `GET /api/family/export`. */
export const exportFamilyRoute = defineRoute({
  access: 'parent',
  method: 'get',
  path: '/family/export',
  tags: ['privacy'],
  summary: 'Exportar os dados da família',
  description:
    'Everything the portal keeps about the caller\'s family as one JSON download (LGPD art. 18, ADR 027): the family and the parent\'s account (no secrets), limits, settings, appearance, every child (no PIN hash) with its consent version and date, tasks, submissions, the ledger, goals, achievements, and the proof photos as base64 data URLs (up to `FAMILY_EXPORT_PHOTO_BUDGET_BYTES` in total; later ones are listed with `dataUrl: null`). Streamed, with `Content-Disposition: attachment; filename="mesadinha-dados-YYYY-MM-DD.json"` (São Paulo day) and `Cache-Control: no-store`.',
  responses: {
    200: {
      description: 'The export file.',
      content: { 'application/json': { schema: FamilyExportSchema } },
    },
  },
});

/** `POST /api/family/delete`. */
export const deleteFamilyRoute = defineRoute({
  access: 'parent',
  method: 'post',
  path: '/family/delete',
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
