import { createRouter } from '../../lib/create-router';
import {
  getInbox,
  getUnsubscribe,
  postReadAll,
  postReadOne,
  postUnsubscribeToggle,
} from './notifications.handlers';
import {
  getNotificationsRoute,
  getUnsubscribePageRoute,
  postUnsubscribeRoute,
  readAllNotificationsRoute,
  readNotificationRoute,
} from './notifications.routes';

/** The bell (parent or child) and the e-mails' 'desativar' page. */
export const notificationsRouter = createRouter()
  .openapi(getNotificationsRoute, getInbox)
  .openapi(readAllNotificationsRoute, postReadAll)
  .openapi(readNotificationRoute, postReadOne)
  .openapi(getUnsubscribePageRoute, getUnsubscribe)
  .openapi(postUnsubscribeRoute, postUnsubscribeToggle);
