import { lazyScreen, useAfterFirstScreen, useStore } from '@portal/app-kit';
import { NotificationBell } from '@portal/design-system';
import { Suspense, useState } from 'react';

/** Stores whose bell has shown its messages: a later screen's header shows them at once. */
const shown = new WeakSet<object>();

/**
 * The notifications feature (its API, answer check and bell container) loads once the first
 * screen is done and the browser is idle, like the child's celebrations (ADR 050): a first
 * visit waits for none of it, and the size check fails if it is fetched before that point.
 */
const NotificationCentre = lazyScreen(() =>
  import(
    /* webpackChunkName: "idle-notifications" */ '../features/notifications/components/notification-centre'
  ).then((m) => m.NotificationCentre),
);

/**
 * The bell the composition puts in every signed-in header (`NotificationBellSlot`): the design
 * system's button at once, as wide as it will stay (its count sits on its corner, so nothing
 * moves), then the feature's bell with the messages, read only after the first screen. A tap
 * before that loads the feature at once and opens it.
 */
export function HeaderBell() {
  const store = useStore();
  const afterFirstScreen = useAfterFirstScreen();
  const [opened, setOpened] = useState(false);
  const placeholder = (
    <NotificationBell
      open={false}
      onOpenChange={(open) => {
        if (open) setOpened(true);
      }}
    />
  );
  if (!shown.has(store) && !afterFirstScreen && !opened) return placeholder;
  shown.add(store);
  return (
    <Suspense fallback={placeholder}>
      <NotificationCentre defaultOpen={opened} />
    </Suspense>
  );
}
