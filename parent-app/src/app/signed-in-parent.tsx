import {
  AppearanceBoundary,
  usePortalEvents,
  usePrefetchFormsWhenIdle,
  type EventInvalidations,
} from '@portal/app-kit';
import { prefetchCorePrimitives } from '@portal/design-system';
import { useEffect } from 'react';
import { Outlet } from '@portal/router';
import { env } from '../env';
import { api, useGetMeQuery, type ParentTag } from '../lib/api';
import { PayChildButton } from '../features/payouts/components/pay-child-button';
import { ChildPayoutProvider } from '../lib/child-payout-slot';
import { NotificationBellProvider } from '../lib/notification-bell-slot';
import { HeaderBell } from './notification-bell';

/** Event types (SSE `event:` names) parent-app reacts to, and the cache tags each refreshes. */
const INVALIDATES: EventInvalidations<ParentTag> = {
  // Another device may have changed a child's automatic allowance or pause with the child.
  // A child of 13 or more may have set its own Pix key.
  'children.changed': ['Children', 'Dashboard', 'Allowance', 'Pauses', 'Reports', 'PixKey'],
  // A balance moves with approvals, rejections, completions, paydays and payouts: the children's
  // figures change, and a paid allowance's next payday moves on; so do the reports' figures.
  'balance.changed': ['Children', 'Dashboard', 'Allowance', 'Reports', 'ChildMoney'],
  // Wrong PINs locked a child's sign-in from unknown devices: the children show the lock.
  'child.pin-locked': ['Children'],
  'tasks.changed': ['Tasks', 'Dashboard'],
  // A child completed a task (the queue grows) or another device reviewed one (it shrinks);
  // the reviewed task's `completed` flag changes with it.
  'submissions.changed': ['Submissions', 'Tasks', 'Dashboard', 'Reports', 'ChildMoney'],
  // A goal deposit or refund moves a balance and shows in the dashboard's activity; a goal at
  // 50% or 100% and a new achievement may bring a message to the bell.
  'goals.changed': ['Dashboard', 'Notifications', 'Reports', 'ChildMoney'],
  'achievements.unlocked': ['Notifications'],
  'notifications.changed': ['Notifications'],
  // The family's settings changed (appearance, limits): /api/me carries the appearance and the
  // dashboard the weekly limit; a webhook that changed the subscription changes the family too,
  // and so does the family's 'Modo férias'.
  'family.changed': ['Me', 'Dashboard', 'Family', 'Billing', 'Pauses'],
};

/**
 * Layout route of the signed-in parent screens: one event-stream subscription for all of them
 * (it stays open while the parent moves between these screens; after a reconnect everything on
 * screen is read again), the family's appearance (currency here, scheme and language through
 * the shell; ADR 029) read from /api/me and kept current by `family.changed`, the notification
 * bell the screens' headers show (`NotificationBellSlot`), the 'Pagar ao filho' button of the
 * children's cards (`ChildPayoutSlot`, issue 40), and the screen.
 */
export function SignedInParent() {
  usePortalEvents(api, { baseUrl: env.PUBLIC_API_BASE_URL, invalidates: INVALIDATES });
  const { data: me } = useGetMeQuery();
  // Checkboxes, switches and dialogs of the signed-in screens come in the design system's
  // on-demand chunk: fetched at the parent's first touch or key (not during the first screen's
  // load), so a list that arrives later seldom waits for it.
  useEffect(() => prefetchCorePrimitives(), []);
  // Most of the screens after this one are forms (a task, the settings, the reject box).
  usePrefetchFormsWhenIdle();
  return (
    <AppearanceBoundary appearance={me?.appearance}>
      <NotificationBellProvider bell={HeaderBell}>
        <ChildPayoutProvider action={PayChildButton}>
          <Outlet />
        </ChildPayoutProvider>
      </NotificationBellProvider>
    </AppearanceBoundary>
  );
}
