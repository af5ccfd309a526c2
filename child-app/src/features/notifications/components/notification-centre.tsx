import { readApiError } from '@portal/app-kit';
import type { Notification } from '@portal/contracts/notifications';
import { NotificationBell, useToast, type NotificationBellItem } from '@portal/design-system';
import { Link } from '@portal/router';
import {
  useGetNotificationsQuery,
  useReadAllNotificationsMutation,
  useReadNotificationMutation,
} from '../../../lib/notifications-api';
import { notificationsCopy as C } from '../copy';
import { DevicePush } from '../../../lib/device-push';

/** Where a message whose link is not a path of the portal leads. */
const HOME = '/child/dashboard';

/** `link` when it is a path on this origin (`/child/tasks`), else the dashboard. */
function portalPath(link: string): string {
  return link.startsWith('/') && !link.startsWith('//') && !link.includes('\\') ? link : HOME;
}

function toItem(notification: Notification): NotificationBellItem {
  return {
    id: notification.id,
    title: notification.title,
    body: notification.body,
    href: portalPath(notification.link),
    createdAt: notification.createdAt,
    read: notification.readAt !== null,
  };
}

/**
 * The child's bell with its messages (GET /api/notifications, kept current by the event
 * stream): the unread count, the list, 'Marcar todas como lidas'; a message opened is marked
 * read and its link followed with the router. The composition mounts it once the first screen
 * is done, or when the child opens the bell before that (`defaultOpen`).
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
