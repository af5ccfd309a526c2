import { z } from 'zod';
import {
  IdSchema,
  isoDateField,
  NAME_MAX,
  optionalText,
  requiredText,
  TimestampSchema,
} from './fields';
import { MSG } from './messages';
import { CentavosSchema, MAX_GOAL_AMOUNT, maxAmount, moneyInput, positiveAmount } from './money';

const G = MSG.goal;

/**
 * `POST /api/goals` (custom goal form and catalogue): a name ('Informe um nome para a meta.')
 * and a target above zero, comma decimals accepted ('Informe um valor válido maior que zero.').
 * The initial amount is capped by the server (target and balance).
 */
export const CreateGoalInputSchema = z.object({
  childId: IdSchema.optional(),
  title: requiredText(G.nameRequired, { max: NAME_MAX, tooLong: MSG.text.goalNameTooLong }),
  targetAmount: moneyInput({ required: G.valueInvalid, invalid: G.valueInvalid }, [
    positiveAmount(G.valueInvalid),
    maxAmount(MAX_GOAL_AMOUNT, G.valueInvalid),
  ]),
  initialAmount: moneyInput({ required: G.valueInvalid, invalid: G.valueInvalid }, [
    maxAmount(MAX_GOAL_AMOUNT, G.valueInvalid),
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
    maxAmount(MAX_GOAL_AMOUNT, G.valueInvalid),
  ]),
});
export type GoalDepositInput = z.infer<typeof GoalDepositInputSchema>;

/** A goal as the BFF returns it; amounts in centavos. */
export const GoalSchema = z.object({
  id: IdSchema,
  childId: IdSchema,
  title: z.string(),
  targetAmount: CentavosSchema,
  currentAmount: CentavosSchema,
  category: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  dueDate: z.string().nullable(),
  createdAt: TimestampSchema,
  completedAt: TimestampSchema.nullable(),
});
export type Goal = z.infer<typeof GoalSchema>;
