import { createRouter } from '../../lib/create-router';
import { getFamily, patchFamily, postAccountPassword, putLimits } from './family.handlers';
import {
  changePasswordRoute,
  getFamilyRoute,
  updateFamilyRoute,
  updateLimitsRoute,
} from './family.routes';

/** Family settings (parents only): read, info/appearance/toggles, limits, password. */
export const familyRouter = createRouter()
  .openapi(getFamilyRoute, getFamily)
  .openapi(updateFamilyRoute, patchFamily)
  .openapi(updateLimitsRoute, putLimits)
  .openapi(changePasswordRoute, postAccountPassword);
