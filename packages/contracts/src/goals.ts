import { z } from 'zod';
import {
  isoDateField,
  NAME_MAX,
  optionalText,
  requiredText,
  RowIdSchema,
  TimestampSchema,
} from './fields';
import { MSG } from './messages';
import { CentavosSchema, MAX_GOAL_AMOUNT, maxAmount, moneyInput, positiveAmount } from './money';
import { ChildProgressSchema } from './child-public';

const G = MSG.goal;

/** Most goals a child may have at once (ours; the spec sets none). */
export const MAX_ACTIVE_GOALS = 20;

/**
 * `POST /api/goals` (child; custom goal form and catalogue): a name ('Informe um nome para a
 * meta.') and a target above zero, comma decimals accepted ('Informe um valor válido maior que
 * zero.'). The initial amount is capped by the server (target and balance). With
 * `catalogueId` the BFF takes title, price, category and description from the built-in
 * catalogue (domain `CATALOGUE_GOALS`), never from the client. Send an `Idempotency-Key`.
 */
export const CreateGoalInputSchema = z.object({
  catalogueId: optionalText({ max: 40, tooLong: MSG.text.idInvalid }),
  title: requiredText(G.nameRequired, { max: NAME_MAX, tooLong: MSG.text.goalNameTooLong }),
  targetAmount: moneyInput({ required: G.valueInvalid, invalid: G.valueInvalid }, [
    positiveAmount(G.valueInvalid),
    maxAmount(MAX_GOAL_AMOUNT, G.valueTooLarge),
  ]),
  initialAmount: moneyInput({ required: G.valueInvalid, invalid: G.valueInvalid }, [
    maxAmount(MAX_GOAL_AMOUNT, G.valueTooLarge),
  ]).optional(),
  category: optionalText({ max: 40, tooLong: MSG.text.categoryTooLong }),
  description: optionalText({ max: 500, tooLong: MSG.text.textTooLong, multiline: true }),
  imageUrl: optionalText({ max: 2048, tooLong: MSG.text.addressTooLong }),
  dueDate: z
    .literal('')
    .transform(() => undefined)
    .or(isoDateField(MSG.task.dateInvalid))
    .optional(),
});
export type CreateGoalInput = z.infer<typeof CreateGoalInputSchema>;

/** `POST /api/goals/{id}/deposit`: an amount above zero (the server caps it). */
export const GoalDepositInputSchema = z.object({
  amount: moneyInput({ required: G.valueInvalid, invalid: G.valueInvalid }, [
    positiveAmount(G.valueInvalid),
    maxAmount(MAX_GOAL_AMOUNT, G.valueTooLarge),
  ]),
});
export type GoalDepositInput = z.infer<typeof GoalDepositInputSchema>;

/** A goal as the BFF returns it; amounts in centavos. */
export const GoalSchema = z.object({
  id: RowIdSchema,
  childId: RowIdSchema,
  title: z.string(),
  targetAmount: CentavosSchema,
  currentAmount: CentavosSchema,
  category: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  dueDate: z.string().nullable(),
  catalogueId: z.string().nullable(),
  createdAt: TimestampSchema,
  completedAt: TimestampSchema.nullable(),
});
export type Goal = z.infer<typeof GoalSchema>;

/**
 * `GET /api/children/{childId}/goals` (the child itself, or a parent of its family): every goal
 * of the child, active ones first (oldest first), then completed ones (newest completion
 * first).
 */
export const GoalListResponseSchema = z.object({
  goals: z.array(GoalSchema),
  /**
   * What the child may move into goals now: the balance minus rewards still waiting for a
   * parent's review (credited at completion, taken back on rejection — ADR 025). Quick
   * deposits above it are disabled.
   */
  savable: CentavosSchema,
  /**
   * The rest of the balance: rewards credited at completion still waiting for a parent's review
   * (`savable + awaitingApproval` is the balance; the same split as 'Meu dinheiro', domain
   * `splitBalance`). The child's screens show it apart from what is free (issue 41).
   */
  awaitingApproval: CentavosSchema,
});
export type GoalListResponse = z.infer<typeof GoalListResponseSchema>;

/**
 * Answer of create, deposit and cancel (`DELETE /api/goals/{id}`): the goal after it (null
 * after a cancel), the centavos that moved between balance and goal (`applied`; 0 when nothing
 * could move), whether this request completed the goal, the child's figures after it, and the
 * ids of the achievements this request unlocked (for the celebration).
 */
export const GoalMutationResponseSchema = z.object({
  goal: GoalSchema.nullable(),
  applied: CentavosSchema,
  completedNow: z.boolean(),
  child: ChildProgressSchema,
  unlocked: z.array(z.string()),
});
export type GoalMutationResponse = z.infer<typeof GoalMutationResponseSchema>;
