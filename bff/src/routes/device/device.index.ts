import { createRouter } from '../../lib/create-router';
import { getDeviceProfiles } from './device.handlers';
import { deviceProfilesRoute } from './device.routes';

/** What this device remembers for the child login picker (public). */
export const deviceRouter = createRouter().openapi(deviceProfilesRoute, getDeviceProfiles);
