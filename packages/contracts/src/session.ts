import { z } from 'zod';
import { AppearanceSchema } from './appearance';
import { ChildPublicSchema } from './child-public';
import { RowIdSchema } from './fields';
import { CentavosSchema } from './money';

/** Which sign-in methods the BFF has configured (the login screen shows their buttons). */
export const AuthConfigResponseSchema = z.object({
  emailPassword: z.boolean(),
  google: z.boolean(),
  apple: z.boolean(),
});
export type AuthConfigResponse = z.infer<typeof AuthConfigResponseSchema>;

/** better-auth's answer to `POST /api/auth/sign-in/social`: the provider's page to leave for. */
export const SocialStartResponseSchema = z.object({ url: z.string().min(1) });
export type SocialStartResponse = z.infer<typeof SocialStartResponseSchema>;

/** The family as its parent sees it (never another family's). */
export const FamilySummarySchema = z.object({
  id: RowIdSchema,
  name: z.string(),
  parentName: z.string().nullable(),
  parentEmail: z.string().nullable(),
  phone: z.string().nullable(),
  monthlyBudget: CentavosSchema.nullable(),
  subscriptionStatus: z.string(),
  subscriptionMode: z.enum(['subscription', 'one_time']).nullable(),
});
export type FamilySummary = z.infer<typeof FamilySummarySchema>;

/**
 * `GET /api/me`: who is signed in on this device. `role` is null for a social user who has not
 * finished sign-up yet (no family). A child gets its own record only; a parent gets the family.
 * `appearance` is the family's choice (theme, language, currency) for a parent and for a child
 * alike (the child's family), `DEFAULT_APPEARANCE` when nothing is stored or there is no family
 * yet (issue 12, ADR 029).
 */
export const MeResponseSchema = z.object({
  user: z.object({
    id: RowIdSchema,
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    role: z.enum(['parent', 'child']).nullable(),
  }),
  family: FamilySummarySchema.nullable(),
  child: ChildPublicSchema.nullable(),
  appearance: AppearanceSchema,
  /**
   * Whether the family (the parent's own, or the child's) may use the gated screens and APIs
   * now: the BFF's decision (spec 001 §4 gate decision plus ADR 033's past-due grace). False with
   * no family yet. The shell's subscription gate reads this; the gated APIs answer 402 when false.
   */
  premiumAccess: z.boolean(),
});
export type MeResponse = z.infer<typeof MeResponseSchema>;

/** `POST /api/accounts/parent-sign-up` answer: the account exists but needs e-mail confirmation. */
export const ParentSignUpResponseSchema = z.object({
  requiresEmailConfirmation: z.literal(true),
  email: z.string(),
});
export type ParentSignUpResponse = z.infer<typeof ParentSignUpResponseSchema>;
