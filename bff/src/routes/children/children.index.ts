import { createRouter } from '../../lib/create-router';
import {
  deleteChild,
  getChildren,
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
} from './children.routes';

/** Children resource (parents only): list, family setup, create, update, remove, PIN unlock. */
export const childrenRouter = createRouter()
  .openapi(listChildrenRoute, getChildren)
  .openapi(setupFamilyRoute, postFamilySetup)
  .openapi(createChildRoute, postChild)
  .openapi(updateChildRoute, patchChild)
  .openapi(removeChildRoute, deleteChild)
  .openapi(unlockChildPinRoute, postChildPinUnlock);
