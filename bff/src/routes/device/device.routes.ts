import { DeviceProfilesResponseSchema } from '@portal/contracts';
import { getDeviceProfiles } from '@portal/contracts/endpoints/device';
import { defineRoute } from '../../lib/access';

/** `GET /api/device/profiles`. */
export const deviceProfilesRoute = defineRoute(getDeviceProfiles, {
  access: 'public',
  tags: ['child-auth'],
  summary: "Perfis do 'Quem é você?' deste aparelho",
  description:
    'Public. The active children of the family this device remembers (the signed, httpOnly `mesadinha.device_family` cookie set when a parent or a child of the family signs in here; kept after sign-out), with public fields only. No cookie: `{ familyId: null, profiles: [] }`.',
  responses: {
    200: {
      description: "The family's profile cards, or none.",
      content: { 'application/json': { schema: DeviceProfilesResponseSchema } },
    },
  },
});
