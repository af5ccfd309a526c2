import { createRouter } from '../../lib/create-router';
import {
  getFamilyExport,
  postFamilyDelete,
  postFamilyDeleteConfirm,
  postFamilyDeleteLink,
} from './privacy.handlers';
import {
  confirmFamilyDeleteRoute,
  deleteFamilyRoute,
  exportFamilyRoute,
  familyDeleteLinkRoute,
} from './privacy.routes';

/**
 * The family's data rights (parents only): export everything, erase everything with the
 * password or an e-mailed one-time link (ADRs 027, 058).
 */
export const privacyRouter = createRouter()
  .openapi(exportFamilyRoute, getFamilyExport)
  .openapi(deleteFamilyRoute, postFamilyDelete)
  .openapi(familyDeleteLinkRoute, postFamilyDeleteLink)
  .openapi(confirmFamilyDeleteRoute, postFamilyDeleteConfirm);
