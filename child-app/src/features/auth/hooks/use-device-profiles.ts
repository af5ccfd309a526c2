import type { DeviceProfilesResponse } from '@portal/contracts/children';
import { useGetDeviceProfilesQuery } from '../api/auth-api';

const NONE: DeviceProfilesResponse = { familyId: null, profiles: [] };

/**
 * The children of the family this device remembers (GET /api/device/profiles), asked again on
 * every visit: a sign-in since the last one may have taught the device a family. None when the
 * device knows no family, the answer breaks the contract or the BFF cannot be reached (the
 * form then shows).
 */
export function useDeviceProfiles(): { loading: boolean; answer: DeviceProfilesResponse } {
  const { data, isLoading } = useGetDeviceProfilesQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  return { loading: isLoading, answer: data ?? NONE };
}
