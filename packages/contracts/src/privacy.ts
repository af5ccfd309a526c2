import { z } from 'zod';
import { AppearanceSchema } from './appearance';
import { IdSchema, MAX_PASSWORD_LENGTH, requiredText, TimestampSchema } from './fields';
import { MSG, PRIVACY_MSG } from './messages';

/** Longest deletion-link token accepted (ours are 43 base64url characters). */
const DELETE_TOKEN_MAX = 128;

/*
 * The family's data rights (LGPD art. 18, ADR 027): a full export of what the portal holds,
 * and the erasure of the whole family.
 */

/**
 * `POST /api/family/delete`: the parent's current password, trimmed like at sign-in. A wrong
 * one answers 400 with `PRIVACY_MSG.wrongPassword` ('Senha incorreta.') on `password`.
 */
export const DeleteFamilyInputSchema = z.object({
  password: requiredText(PRIVACY_MSG.passwordRequired, {
    max: MAX_PASSWORD_LENGTH,
    tooLong: MSG.text.passwordTooLong,
  }),
});
export type DeleteFamilyInput = z.infer<typeof DeleteFamilyInputSchema>;

/**
 * `POST /api/family/delete-link` answer: the verified address the one-time deletion link went
 * to, and for how many minutes it is valid (ADR 058). Show `deleteLinkSent(sentTo, minutes)`.
 */
export const FamilyDeleteLinkResponseSchema = z.object({
  sentTo: z.string(),
  expiresInMinutes: z.number().int().positive(),
});
export type FamilyDeleteLinkResponse = z.infer<typeof FamilyDeleteLinkResponseSchema>;

/**
 * `POST /api/family/delete/confirm`: the token of the e-mailed link. A blank, malformed,
 * expired, used or another account's token answers 400 `PRIVACY_MSG.deleteLinkInvalid`.
 */
export const ConfirmFamilyDeleteInputSchema = z.object({
  token: requiredText(
    PRIVACY_MSG.deleteLinkInvalid,
    { max: DELETE_TOKEN_MAX, tooLong: PRIVACY_MSG.deleteLinkInvalid },
    [(value) => /^[A-Za-z0-9_-]+$/.test(value), PRIVACY_MSG.deleteLinkInvalid],
  ),
});
export type ConfirmFamilyDeleteInput = z.infer<typeof ConfirmFamilyDeleteInputSchema>;

/** `format` of an export file; `version` changes when its shape does. */
export const FAMILY_EXPORT_FORMAT = 'mesadinha-dados';
export const FAMILY_EXPORT_VERSION = 1;

/**
 * Photos are embedded as base64 data URLs up to this many bytes in total (the stored JPEGs,
 * before base64); later ones are listed with `dataUrl: null` and `omitted: 'size-limit'`.
 * Stored photos are at most 1600×1600 JPEGs (a few hundred KB), so this holds hundreds.
 */
export const FAMILY_EXPORT_PHOTO_BUDGET_BYTES = 100 * 1024 * 1024;

/** `mesadinha-dados-YYYY-MM-DD.json`, the day being the São Paulo calendar day of `at`. */
export function familyExportFileName(at: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
  return `${FAMILY_EXPORT_FORMAT}-${day}.json`;
}

/** A stored row as exported: camelCase columns, timestamps as ISO strings, money in centavos. */
const RowSchema = z.record(z.string(), z.unknown());

/** One proof photo of a submission. */
export const ExportedPhotoSchema = z.object({
  submissionId: IdSchema,
  contentType: z.literal('image/jpeg'),
  /** `data:image/jpeg;base64,…`, or null when omitted or missing on disk. */
  dataUrl: z.string().startsWith('data:image/jpeg;base64,').nullable(),
  /** Why `dataUrl` is null: the size budget was spent, or the file no longer exists. */
  omitted: z.enum(['size-limit', 'missing']).optional(),
});
export type ExportedPhoto = z.infer<typeof ExportedPhotoSchema>;

/**
 * `GET /api/family/export`: one JSON document with everything the portal keeps about the
 * family. Never a PIN hash, password hash, session token or payment-provider id. Amounts are
 * integer centavos (`*Cents`).
 */
export const FamilyExportSchema = z.object({
  format: z.literal(FAMILY_EXPORT_FORMAT),
  version: z.literal(FAMILY_EXPORT_VERSION),
  exportedAt: TimestampSchema,
  /** The family and its parent's account (name, e-mail, subscription status, dates). */
  family: RowSchema,
  limits: RowSchema.nullable(),
  /** Notifications and privacy toggles. */
  settings: RowSchema,
  appearance: AppearanceSchema,
  /** Every child (active or not) with its consent version and date; no PIN hash. */
  children: z.array(RowSchema),
  /** The parent's consent per child: `{ childId, version, at }`. */
  consents: z.array(
    z.object({ childId: IdSchema, version: z.string().nullable(), at: TimestampSchema.nullable() }),
  ),
  tasks: z.array(RowSchema),
  submissions: z.array(RowSchema),
  /** The money ledger of every child, oldest first. */
  ledger: z.array(RowSchema),
  goals: z.array(RowSchema),
  achievements: z.array(RowSchema),
  /** Each child's automatic allowance (issue 38). */
  allowances: z.array(RowSchema),
  /** The family's and the children's pauses ('Modo férias'). */
  pauses: z.array(RowSchema),
  /** Each child's Pix key (issue 40). */
  pixKeys: z.array(RowSchema),
  photos: z.array(ExportedPhotoSchema),
});
export type FamilyExport = z.infer<typeof FamilyExportSchema>;
