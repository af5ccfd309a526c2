import {
  ChangePasswordInputSchema,
  FamilySchema,
  UpdateFamilyInputSchema,
  UpdateLimitsInputSchema,
} from '@portal/contracts';
import {
  changePassword,
  getFamily,
  updateFamily,
  updateLimits,
} from '@portal/contracts/endpoints/family';
import { defineRoute } from '../../lib/access';
import { errorJson } from '../../lib/openapi-responses';

/** `GET /api/family`. */
export const getFamilyRoute = defineRoute(getFamily, {
  access: 'parent',
  tags: ['family'],
  summary: 'Configurações da família',
  description:
    "The caller's family for the settings screen: info, subscription, limits (spec defaults when none are stored), appearance, notifications and privacy (defaults of spec 001 §9 for any toggle not stored). Parent only.",
  responses: {
    200: {
      description: 'The family.',
      content: { 'application/json': { schema: FamilySchema } },
    },
    404: errorJson("The parent's family does not exist yet ('Recurso não encontrado.')."),
  },
});

/** `PATCH /api/family`. */
export const updateFamilyRoute = defineRoute(updateFamily, {
  access: 'parent',
  tags: ['family'],
  summary: 'Alterar dados, aparência, notificações e privacidade da família',
  description:
    'Changes the given fields in one transaction and announces `family.changed`. A new `parentEmail` is NOT applied here: a confirmation link goes to the new address (better-auth change-email, ADR 028) and the answer carries `pendingParentEmail`; `parentEmail` (account and family) changes once the link is opened. If the address belongs to another account nothing is sent, and the answer is the same (no account enumeration). A new `parentEmail` needs `currentPassword` (checked before anything is written): blank or wrong is a 400 on `currentPassword`; an account without a password (Google/Apple only) is a 400 on `parentEmail`.',
  request: {
    body: { required: true, content: { 'application/json': { schema: UpdateFamilyInputSchema } } },
  },
  responses: {
    200: {
      description: 'The family after the change (plus `pendingParentEmail` when one was asked).',
      content: { 'application/json': { schema: FamilySchema } },
    },
    400: errorJson(
      'Invalid input, or a new e-mail without the right current password; `issues` carries the pt-BR messages per field.',
    ),
    404: errorJson("The parent's family does not exist yet ('Recurso não encontrado.')."),
  },
});

/** `PUT /api/family/limits`. */
export const updateLimitsRoute = defineRoute(updateLimits, {
  access: 'parent',
  tags: ['family'],
  summary: 'Alterar os limites da família',
  description:
    'Upserts the limits (weekly spending in centavos or amount text, tasks per child and day, photo by default on new tasks; 0 = no limit for both numbers) and announces `family.changed`. Enforced by task creation (photo default) and completion (`DAILY_TASK_LIMIT`).',
  request: {
    body: { required: true, content: { 'application/json': { schema: UpdateLimitsInputSchema } } },
  },
  responses: {
    200: {
      description: 'The family with its new limits.',
      content: { 'application/json': { schema: FamilySchema } },
    },
    400: errorJson('Invalid input; `issues` carries the pt-BR messages per field.'),
    404: errorJson("The parent's family does not exist yet ('Recurso não encontrado.')."),
  },
});

/** `POST /api/account/password`. */
export const changePasswordRoute = defineRoute(changePassword, {
  access: 'parent',
  tags: ['family'],
  summary: 'Alterar a senha',
  description:
    "Checks the current password (better-auth change-password), sets the new one (sign-up rules) and ends every other session of the parent; this device gets a new session cookie. 400 'Senha atual incorreta.' on a wrong current password.",
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: ChangePasswordInputSchema } },
    },
  },
  responses: {
    204: { description: 'Changed; `Set-Cookie` carries the new session of this device.' },
    400: errorJson(
      "Invalid input, 'Senha atual incorreta.' (`CURRENT_PASSWORD_INCORRECT`) or a social account without a password (`NO_PASSWORD`).",
    ),
  },
});
