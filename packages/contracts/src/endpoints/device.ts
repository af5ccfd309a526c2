import type { z } from 'zod';
import type { DeviceProfilesResponseSchema } from '../children';
import { endpoint, type NoParts } from './endpoint';

/** `GET /api/device/profiles`: the 'Quem é você?' profiles of the family this device remembers. */
export const getDeviceProfiles = /* @__PURE__ */ endpoint<
  NoParts,
  z.output<typeof DeviceProfilesResponseSchema>
>()('GET', '/device/profiles', 'getDeviceProfiles');
