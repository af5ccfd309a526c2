import {
  AppearanceBoundary,
  lazyScreen,
  useAfterFirstScreen,
  usePortalEvents,
  usePrefetchFormsWhenIdle,
  type EventInvalidations,
} from '@portal/app-kit';
import { ageGroupFromAge } from '@portal/domain/age-group';
import { prefetchCorePrimitives, ThemeProvider, useTheme } from '@portal/design-system';
import { Suspense, useEffect, type ReactNode } from 'react';
import { env } from '../env';
import { DEFAULT_CHILD_THEME } from './child-login-area';
import { api, useGetMeQuery, type ChildTag } from '../lib/api';
import { NotificationBellProvider } from '../lib/notification-bell-slot';
import { HeaderBell } from './notification-bell';
import { FamilySchemeProvider, useChildPreferences } from '../lib/preferences';
import { useRecheckWhenAccessLost } from '../lib/use-access-lost';
import { useCompletionOutbox } from '../lib/use-completion-outbox';
import { warmPhotoPreparation } from '../features/tasks/lib/prepare-photo';

/**
 * Celebrations (goal, achievement, level; ADR 026) load once the first signed-in screen is done
 * and the browser is idle: nothing on that screen waits for them (ADR 050). The size check
 * reports `idle-*` chunks apart, and fails if one is fetched before that point.
 */
const CelebrationWatcher = lazyScreen(() =>
  import(/* webpackChunkName: "idle-celebrations" */ '../lib/celebrations').then(
    (m) => m.CelebrationWatcher,
  ),
);

/**
 * Event types (SSE `event:` names) child-app reacts to, and the cache tags each one refreshes.
 * A child only receives events about itself (or its family's tasks).
 */
const INVALIDATES: EventInvalidations<ChildTag> = {
  'tasks.changed': ['ChildTasks'],
  'submissions.changed': ['ChildTasks', 'Me', 'Stats', 'Money'],
  // Approvals, paydays and a parent's payout ('Saque') move the balance.
  'balance.changed': ['ChildTasks', 'Me', 'Stats', 'Transactions', 'Goals', 'Money'],
  'goals.changed': ['Goals', 'Me', 'Stats', 'Transactions', 'Money'],
  'achievements.unlocked': ['Achievements', 'Stats'],
  // A parent may have changed the child's 'Modo férias' or Pix key too.
  'children.changed': ['Me', 'Pauses', 'PixKey'],
  // The family's appearance (in /api/me) or its 'Modo férias' may have changed: the child's
  // screens follow it.
  'family.changed': ['Me', 'Pauses'],
  // A message for the child arrived or was read on another device.
  'notifications.changed': ['Notifications'],
};

/**
 * The root element of child-app (`data-remote="child_app"`), themed by the signed-in child's
 * age group (`ageGroupFromAge` of GET /api/me) once that is known, kids until then, in the
 * colour scheme of the page around it — the shell's, which follows the family's appearance
 * (light, dark, or the device for auto; issue 12, ADR 029) — unless the child chose light or dark
 * in its profile (`lib/preferences.ts`, this device only): the child's own explicit choice wins,
 * its default (null) follows the family. The family's currency applies to its amounts
 * (`AppearanceBoundary`). Every screen but the login renders in it (the login has
 * `ChildLoginArea`, which never asks /api/me). While a child
 * is signed in it also listens to the BFF's event stream (a parent's change shows up within a
 * second or two; after a reconnect everything on screen is read again). A child API refused with
 * 402 (the family lost its premium access meanwhile) sends the shell's gate to check again
 * (`useRecheckWhenAccessLost`), which then shows its "ask a guardian" page (ADR 034). It gives
 * the screens' headers the notification bell (`NotificationBellSlot`).
 */
export function ChildArea({ children }: { children: ReactNode }) {
  const { data } = useGetMeQuery(undefined);
  useRecheckWhenAccessLost();
  const child = data?.child;
  usePortalEvents(api, {
    baseUrl: env.PUBLIC_API_BASE_URL,
    invalidates: INVALIDATES,
    enabled: Boolean(child),
  });
  // The signed-in screens' checkboxes and dialogs come in the design system's on-demand chunk,
  // fetched at the child's first touch or key.
  useEffect(() => {
    if (child) prefetchCorePrimitives();
  }, [child]);
  const { scheme: pageScheme } = useTheme();
  const scheme = useChildPreferences(child?.id).scheme ?? pageScheme;
  const theme = child ? ageGroupFromAge(child.age) : DEFAULT_CHILD_THEME;
  const idle = useAfterFirstScreen();
  // Completions made offline go once the first screen is done (and whenever the connection can
  // be back): the queue's code is not part of a first visit (ADR 069).
  useCompletionOutbox(idle ? child?.id : undefined);
  // The photo library too, so a photo taken once the connection dropped can still be prepared.
  useEffect(() => {
    if (idle && child) warmPhotoPreparation();
  }, [idle, child]);
  // The goals and the task completion screens have forms.
  usePrefetchFormsWhenIdle();
  return (
    <ThemeProvider theme={theme} scheme={scheme} className="child-root" data-remote="child_app">
      <FamilySchemeProvider value={pageScheme}>
        <AppearanceBoundary appearance={child ? data?.appearance : undefined}>
          <NotificationBellProvider bell={HeaderBell}>{children}</NotificationBellProvider>
        </AppearanceBoundary>
      </FamilySchemeProvider>
      {child && idle ? (
        <Suspense fallback={null}>
          <CelebrationWatcher />
        </Suspense>
      ) : null}
    </ThemeProvider>
  );
}
