import { ChildSignInResponseAnswer, DeviceProfilesResponseAnswer } from '@portal/contracts/answers';
import { resetLoadedCaches } from '@portal/app-kit/plain-request';
import type { ChildSignInInput } from '@portal/contracts/auth';
import type { DeviceProfilesResponse } from '@portal/contracts/children';
import { requestBff } from '../../../lib/plain-api';
import { ChildLoginFormSchema } from '../lib/pin-rules';
import { signInFailure, type SignInFailure } from '../lib/sign-in-error';

/*
 * What `/child/login` does once the child acts, or once the device turns out to remember
 * profiles: loaded then, not with the page (ADR 045). It brings zod and the contracts' schemas;
 * the page itself renders with neither, and without the remote's store.
 */

export { ChildLoginFormSchema };

/** The device's profiles as the contract reads them; none when the answer breaks it. */
export function readProfiles(answer: unknown): DeviceProfilesResponse {
  const parsed = DeviceProfilesResponseAnswer.safeParse(answer);
  return parsed.success ? parsed.data : { familyId: null, profiles: [] };
}

/**
 * Child sign-in (POST /api/child-auth/sign-in): `null` once signed in, else what the form shows
 * (see `signInFailure`). A new session empties the API cache of whoever used this tab before.
 */
export async function signInChild(input: ChildSignInInput): Promise<SignInFailure | null> {
  const result = await requestBff('/child-auth/sign-in', { method: 'POST', body: input });
  if (result.error) return signInFailure(result.error);
  if (!ChildSignInResponseAnswer.safeParse(result.data).success) {
    return signInFailure({ status: 'CUSTOM_ERROR', error: 'unexpected answer' });
  }
  resetLoadedCaches();
  return null;
}
