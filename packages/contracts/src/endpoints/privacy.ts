import type { z } from 'zod';
import type {
  ConfirmFamilyDeleteInputSchema,
  DeleteFamilyInputSchema,
  FamilyDeleteLinkResponseSchema,
  FamilyExportSchema,
} from '../privacy';
import { endpoint, type NoParts } from './endpoint';

/** `GET /api/family/export`: everything kept about the family, as one JSON download. */
export const exportFamily = /* @__PURE__ */ endpoint<
  NoParts,
  z.output<typeof FamilyExportSchema>
>()('GET', '/family/export', 'exportFamily');

/** `POST /api/family/delete`: erases the family after checking the parent's password (204). */
export const deleteAccount = /* @__PURE__ */ endpoint<
  { body: z.input<typeof DeleteFamilyInputSchema> },
  void
>()('POST', '/family/delete', 'deleteAccount');

/** `POST /api/family/delete-link`: e-mails a one-time deletion link (a parent without a password). */
export const sendDeleteAccountLink = /* @__PURE__ */ endpoint<
  NoParts,
  z.output<typeof FamilyDeleteLinkResponseSchema>
>()('POST', '/family/delete-link', 'sendDeleteAccountLink');

/** `POST /api/family/delete/confirm`: erases the family with the e-mailed link's token (204). */
export const confirmDeleteAccount = /* @__PURE__ */ endpoint<
  { body: z.input<typeof ConfirmFamilyDeleteInputSchema> },
  void
>()('POST', '/family/delete/confirm', 'confirmDeleteAccount');
