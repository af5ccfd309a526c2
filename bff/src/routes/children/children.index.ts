import { createRouter } from '../../lib/create-router';
import {
  deleteChild,
  getChildren,
  getUsernameAvailability,
  patchChild,
  postChild,
  postChildPinUnlock,
  postFamilySetup,
} from './children.handlers';
import {
  createChildRoute,
  listChildrenRoute,
  removeChildRoute,
  setupFamilyRoute,
  unlockChildPinRoute,
  updateChildRoute,
  usernameAvailabilityRoute,
} from './children.routes';

/**
 * Children resource (parents only): list, username check, family setup, create, update,
 * remove, PIN unlock. The username check comes before `/children/{id}` routes.
 */
export const childrenRouter = createRouter()
  .openapi(listChildrenRoute, getChildren)
  .openapi(usernameAvailabilityRoute, getUsernameAvailability)
  .openapi(setupFamilyRoute, postFamilySetup)
  .openapi(createChildRoute, postChild)
  .openapi(updateChildRoute, patchChild)
  .openapi(removeChildRoute, deleteChild)
  .openapi(unlockChildPinRoute, postChildPinUnlock);
