import { readApiError } from '@portal/app-kit';
import { DevicePushSetting } from '@portal/app-kit/push';
import type { Notification } from '@portal/contracts/notifications';
import { NotificationBell, useToast, type NotificationBellItem } from '@portal/design-system';
import { Link } from '@portal/router';
import { safeRedirectPath } from '../../../lib/safe-redirect';
import {
  useGetNotificationsQuery,
  useGetPushConfigQuery,
  useRemovePushSubscriptionMutation,
  useSavePushSubscriptionMutation,
  useReadAllNotificationsMutation,
  useReadNotificationMutation,
} from '../api/notifications-api';
import { notificationsCopy as C } from '../copy';

/** Where a message whose link is not a path of the portal leads. */
const HOME = '/parent/dashboard';

function toItem(notification: Notification): NotificationBellItem {
  return {
    id: notification.id,
    title: notification.title,
    body: notification.body,
    href: safeRedirectPath(notification.link, HOME),
    createdAt: notification.createdAt,
    read: notification.readAt !== null,
  };
}

/**
 * The parent's bell with its messages (GET /api/notifications, kept current by the event
 * stream): the unread count, the list, 'Marcar todas como lidas'; a message opened is marked
 * read and its link followed with the router. The composition mounts it once the first screen
 * is done, or when the parent opens the bell before that (`defaultOpen`).
 */
export function NotificationCentre({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const query = useGetNotificationsQuery();
  const [readAll, readingAll] = useReadAllNotificationsMutation();
  const [readOne] = useReadNotificationMutation();
  const toast = useToast();
  const { data } = query;

  async function markAllRead() {
    try {
      await readAll().unwrap();
    } catch {
      toast.show({ message: C.markAllFailed, tone: 'error' });
    }
  }

  return (
    <NotificationBell
      defaultOpen={defaultOpen}
      unreadCount={data?.unreadCount}
      items={data?.items.map(toItem)}
      status={data ? 'ready' : query.isError ? 'error' : 'loading'}
      errorMessage={readApiError(query.error).message ?? C.loadFailed}
      onSelect={(item) => {
        if (!item.read) void readOne(item.id);
      }}
      onMarkAllRead={() => void markAllRead()}
      markingAllRead={readingAll.isLoading}
      onRetry={() => void query.refetch()}
      footer={<DevicePush />}
      renderLink={({ href, children, ...props }) => (
        <Link to={href} {...props}>
          {children}
        </Link>
      )}
    />
  );
}

/** 'Avisos neste aparelho': read when the panel opens, so the bell costs nothing more before. */
function DevicePush() {
  const { data } = useGetPushConfigQuery();
  const [save] = useSavePushSubscriptionMutation();
  const [remove] = useRemovePushSubscriptionMutation();
  return (
    <DevicePushSetting
      publicKey={data === undefined ? undefined : data.publicKey}
      save={(subscription) => save(subscription).unwrap()}
      remove={(endpoint) => remove(endpoint).unwrap()}
    />
  );
}
