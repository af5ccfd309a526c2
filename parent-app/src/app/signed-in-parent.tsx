import { Outlet } from 'react-router-dom';
import { usePortalEvents } from './use-portal-events';

/**
 * Layout route of the signed-in parent screens: one event-stream subscription for all of them
 * (it stays open while the parent moves between these screens) and the screen itself.
 */
export function SignedInParent() {
  usePortalEvents();
  return <Outlet />;
}
