import type { DeviceProfilesResponse } from '@portal/contracts/children';
import { useEffect, useState } from 'react';
import { requestBff } from '../../../lib/plain-api';
import { loadLoginRequests } from '../api/load-login-requests';

const NONE: DeviceProfilesResponse = { familyId: null, profiles: [] };

/** Whether an answer lists any profile at all (before its schema is read). */
function listsProfiles(answer: unknown): boolean {
  if (typeof answer !== 'object' || answer === null) return false;
  const profiles: unknown = Reflect.get(answer, 'profiles');
  return Array.isArray(profiles) && profiles.length > 0;
}

/**
 * The children of the family this device remembers (GET /api/device/profiles), asked again on
 * every visit: a sign-in since the last one may have taught the device a family. None when the
 * device knows no family, the answer breaks the contract or the BFF cannot be reached (the
 * form then shows). The contract's schema, with zod, loads only when there are profiles to
 * read: a new phone's first visit downloads neither (ADR 045).
 */
export function useDeviceProfiles(): { loading: boolean; answer: DeviceProfilesResponse } {
  const [state, setState] = useState<{ loading: boolean; answer: DeviceProfilesResponse }>({
    loading: true,
    answer: NONE,
  });
  useEffect(() => {
    let current = true;
    void (async () => {
      const result = await requestBff('/device/profiles');
      let answer = NONE;
      if (!result.error && listsProfiles(result.data)) {
        answer = await loadLoginRequests().then(
          (requests) => requests.readProfiles(result.data),
          () => NONE,
        );
      }
      if (current) setState({ loading: false, answer });
    })();
    return () => {
      current = false;
    };
  }, []);
  return state;
}
