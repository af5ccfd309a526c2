import { ChildSignInInputSchema } from '@portal/contracts/auth';
import { MSG } from '@portal/contracts/messages';
import { z } from 'zod';

// TODO(i12-merge): take PIN_MIN_LENGTH / PIN_MAX_LENGTH (and the child sign-in schema's 6-12
// digits) from @portal/contracts once helper LGPD's PIN change is merged; until then the child
// login accepts what that change allows: digits only, 6 to 12 of them.
export const PIN_MIN_LENGTH = 6;
export const PIN_MAX_LENGTH = 12;

/** ours: unreachable from the field (it keeps at most 12 digits), said for a pasted longer PIN. */
export const PIN_TOO_LONG = `PIN deve ter no máximo ${PIN_MAX_LENGTH} dígitos`;

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
              : pin.length > PIN_MAX_LENGTH
                ? PIN_TOO_LONG
                : null;
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
});
export type ChildLoginFormValues = z.infer<typeof ChildLoginFormSchema>;
