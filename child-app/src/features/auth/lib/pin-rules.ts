import { ChildSignInInputSchema } from '@portal/contracts/auth';
import { MSG } from '@portal/contracts/messages';
import { z } from 'zod';

import { PIN_MIN_LENGTH, SIGN_IN_PIN_MAX_LENGTH } from '@portal/contracts/fields';

/**
 * At the login a PIN is digits only, 6 to 12 of them (the contracts' rule, also on the BFF): new
 * PINs are 6, and those of 7 to 12 set before issue 37 still sign in.
 */
export { PIN_MIN_LENGTH, SIGN_IN_PIN_MAX_LENGTH };

/** ours: unreachable from the field (it keeps at most 12 digits), said for a pasted longer PIN. */
export const PIN_TOO_LONG = `PIN deve ter no máximo ${SIGN_IN_PIN_MAX_LENGTH} dígitos`;

/**
 * The child login form: the username as the contract reads it, and a PIN of 6 to 12 digits
 * ('PIN obrigatório' when blank: it never leaves the device empty). One message at a time.
 */
export const ChildLoginFormSchema = z.object({
  username: ChildSignInInputSchema.shape.username,
  pin: z
    .string()
    .trim()
    .default('')
    .superRefine((pin, ctx) => {
      const message =
        pin === ''
          ? MSG.childLogin.pinRequired
          : !/^\d+$/.test(pin)
            ? MSG.childLogin.pinDigitsOnly
            : pin.length < PIN_MIN_LENGTH
              ? MSG.childLogin.pinTooShort
              : pin.length > SIGN_IN_PIN_MAX_LENGTH
                ? PIN_TOO_LONG
                : null;
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
});
export type ChildLoginFormValues = z.infer<typeof ChildLoginFormSchema>;
