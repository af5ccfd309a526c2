import { PayoutInputSchema, type PayoutMethod } from '@portal/contracts/money-out';
import { centavosToDecimalString, formatMoney } from '@portal/domain';
import type { z } from 'zod';
import { payoutsCopy as C } from '../copy';

/** What the 'Pagar ao filho' form holds while the parent types. */
export interface PayoutFormValues {
  /** The amount as typed (reais, comma or dot). */
  amount: string;
  method: PayoutMethod;
}

export const EMPTY_PAYOUT: PayoutFormValues = { amount: '', method: 'cash' };

/** Centavos as the reais text a query string carries ('5,00'). */
export function reaisText(centavos: number): string {
  return centavosToDecimalString(centavos).replace('.', ',');
}

/**
 * The form's schema: amount and method of the contract's `PayoutInputSchema` (its pt-BR
 * messages, `MSG.payout`), and at most `available` centavos, the child's available balance as
 * the BFF answered it — the BFF checks again under its lock and its refusal lands under the
 * amount too. Its output is the request body (centavos).
 */
export function payoutFormSchema(available: number) {
  return PayoutInputSchema.pick({ amount: true, method: true }).superRefine((value, ctx) => {
    if (value.amount > available) {
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: C.overAvailable(formatMoney(available)),
      });
    }
  });
}

export type PayoutFormOutput = z.output<ReturnType<typeof payoutFormSchema>>;
