import { createRouter } from '../../lib/create-router';
import { getEvents } from './events.handlers';
import { eventsRoute } from './events.routes';

/** Server-sent event stream of the caller's family (or of the child itself). */
export const eventsRouter = createRouter().openapi(eventsRoute, getEvents);
