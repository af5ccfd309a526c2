import { createRouter } from '../../lib/create-router';
import { deleteChildAllowance, getChildAllowance, putChildAllowance } from './allowance.handlers';
import { deleteAllowanceRoute, getAllowanceRoute, putAllowanceRoute } from './allowance.routes';

/** A child's automatic allowance (parents only): read, set, turn off. */
export const allowanceRouter = createRouter()
  .openapi(getAllowanceRoute, getChildAllowance)
  .openapi(putAllowanceRoute, putChildAllowance)
  .openapi(deleteAllowanceRoute, deleteChildAllowance);
