import { z } from '@hono/zod-openapi';
import {
  ApproveSubmissionInputSchema,
  BulkApproveSubmissionsInputSchema,
  BulkApproveSubmissionsResponseSchema,
  PendingSubmissionListQuerySchema,
  PendingSubmissionListResponseSchema,
  RejectSubmissionInputSchema,
  ReviewSubmissionResponseSchema,
} from '@portal/contracts';
import { errorJson } from '../../lib/openapi-responses';
import {
  approveSubmission,
  bulkApproveSubmissions,
  getPendingSubmissions,
  getSubmissionPhoto,
  rejectSubmission,
} from '@portal/contracts/endpoints/submissions';
import { defineRoute } from '../../lib/access';

const SubmissionIdParamsSchema = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' }, description: 'task_submissions.id' }),
});

const notFound = errorJson(
  "No such submission in the caller's family ('Recurso não encontrado.').",
);

/** `GET /api/submissions/pending`. */
export const listPendingSubmissionsRoute = defineRoute(getPendingSubmissions, {
  access: 'parent',
  entitlement: 'premium',
  tags: ['submissions'],
  summary: 'Fila de Aprovação',
  description:
    "Pending submissions of the caller's family whose task requires approval, oldest first by (completedAt, id), 20 per page with an opaque `nextCursor` (null on the last page; pass it as `cursor` for the next). A caller that ignores it reads the first page.",
  request: { query: PendingSubmissionListQuerySchema },
  responses: {
    200: {
      description: 'One page of the approval queue.',
      content: { 'application/json': { schema: PendingSubmissionListResponseSchema } },
    },
    400: errorJson("Invalid cursor ('Cursor de paginação inválido.')."),
  },
});

/** `POST /api/submissions/{id}/approve`. */
export const approveSubmissionRoute = defineRoute(approveSubmission, {
  access: 'parent',
  entitlement: 'premium',
  tags: ['submissions'],
  summary: 'Aprovar',
  description:
    'Approves in one transaction (spec 001 §4 "Parent approves"): pending count −1, the reward credited through the ledger only when it was not credited at completion, the next occurrence of a recurring task. Approving an approved submission answers its state and moves nothing; a rejected one is 409.',
  request: {
    params: SubmissionIdParamsSchema,
    body: {
      required: false,
      content: { 'application/json': { schema: ApproveSubmissionInputSchema } },
    },
  },
  responses: {
    200: {
      description: 'The approved submission and the child after it.',
      content: { 'application/json': { schema: ReviewSubmissionResponseSchema } },
    },
    404: notFound,
    409: errorJson('Already rejected.'),
  },
});

/** `POST /api/submissions/{id}/reject`. */
export const rejectSubmissionRoute = defineRoute(rejectSubmission, {
  access: 'parent',
  entitlement: 'premium',
  tags: ['submissions'],
  summary: 'Rejeitar',
  description:
    'Rejects in one transaction (spec 001 §4 "Parent rejects"): takes back a pre-credited reward (at most the balance, as a task_reward_reversal entry), lowers counters and XP (never below 0), reopens the task. A blank reason is 400. Rejecting a rejected submission moves nothing; an approved one is 409.',
  request: {
    params: SubmissionIdParamsSchema,
    body: {
      required: true,
      content: { 'application/json': { schema: RejectSubmissionInputSchema } },
    },
  },
  responses: {
    200: {
      description: 'The rejected submission and the child after it.',
      content: { 'application/json': { schema: ReviewSubmissionResponseSchema } },
    },
    400: errorJson("Blank reason ('Informe o motivo da rejeição.')."),
    404: notFound,
    409: errorJson('Already approved.'),
  },
});

/** `POST /api/submissions/bulk-approve`. */
export const bulkApproveSubmissionsRoute = defineRoute(bulkApproveSubmissions, {
  access: 'parent',
  entitlement: 'premium',
  tags: ['submissions'],
  summary: 'Aprovar Selecionadas',
  description:
    'Approves the listed submissions one by one (one transaction each), in order, stopping at the first failure, which `failed` describes.',
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: BulkApproveSubmissionsInputSchema } },
    },
  },
  responses: {
    200: {
      description: 'What was approved, and the failure that stopped it.',
      content: { 'application/json': { schema: BulkApproveSubmissionsResponseSchema } },
    },
    400: errorJson('No ids.'),
  },
});

/** `GET /api/submissions/{id}/photo`. */
export const getSubmissionPhotoRoute = defineRoute(getSubmissionPhoto, {
  access: 'parentOrChild',
  tags: ['submissions'],
  summary: 'Foto da tarefa',
  description:
    "The re-encoded proof photo (image/jpeg, `X-Content-Type-Options: nosniff`, private cache). Only the family's parent and the child who sent it; anyone else gets 404.",
  request: { params: SubmissionIdParamsSchema },
  responses: {
    200: {
      description: 'The photo.',
      content: { 'image/jpeg': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    404: notFound,
  },
});
