import { createRouter } from '../../lib/create-router';
import {
  deleteKey,
  getCharge,
  getKey,
  getLedgerCsv,
  getMoney,
  getReportHandler,
  postPayout,
  putKey,
  putOwnKey,
} from './money-out.handlers';
import {
  childMoneyRoute,
  createPayoutRoute,
  deletePixKeyRoute,
  getPixKeyRoute,
  ledgerCsvRoute,
  pixChargeRoute,
  putOwnPixKeyRoute,
  putPixKeyRoute,
  reportRoute,
} from './money-out.routes';

/** Money out (payouts, Pix keys and charges), reports, the ledger export and 'Meu dinheiro'. */
export const moneyOutRouter = createRouter()
  .openapi(createPayoutRoute, postPayout)
  .openapi(pixChargeRoute, getCharge)
  .openapi(getPixKeyRoute, getKey)
  .openapi(putPixKeyRoute, putKey)
  .openapi(deletePixKeyRoute, deleteKey)
  .openapi(putOwnPixKeyRoute, putOwnKey)
  .openapi(childMoneyRoute, getMoney)
  .openapi(reportRoute, getReportHandler)
  .openapi(ledgerCsvRoute, getLedgerCsv);
