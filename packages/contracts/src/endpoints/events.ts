import { endpoint, type NoParts } from './endpoint';

/**
 * `GET /api/events`: the signed-in user's server-sent event stream (`text/event-stream` of
 * `PortalEvent`), read with an `EventSource`, never through the API's cache.
 */
export const streamEvents = /* @__PURE__ */ endpoint<NoParts, string>()(
  'GET',
  '/events',
  'streamEvents',
);
