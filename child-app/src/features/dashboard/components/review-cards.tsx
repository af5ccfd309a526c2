import type { Notification } from '@portal/contracts/notifications';
import { Alert, Button } from '@portal/design-system';
import {
  useGetNotificationsQuery,
  useReadNotificationMutation,
} from '../../../lib/notifications-api';
import { dashboardCopy } from './copy';

const text = dashboardCopy.reviews;

/** The kinds of message that tell the child how its task was reviewed (issue 41). */
const REVIEW_KINDS: ReadonlySet<Notification['kind']> = new Set(['task_approved', 'task_rejected']);

/**
 * The reviews of the child's tasks it has not seen yet, one card each, newest first: '+R$ 2,50
 * aprovado' with the task's title, or the spec's 'Tarefa rejeitada' text, as the BFF wrote them
 * in the child's messages (`GET /api/notifications`, the bell's read: one request for both).
 * 'Entendi' marks the message read on the BFF, so the card stays gone after a reload and on
 * another device, and the bell agrees; reading it in the bell takes the card away too. New
 * reviews arrive with `notifications.changed`. Loaded after the first screen (the bell's read
 * is then made anyway): nothing of it is on the dashboard's first paint.
 */
export function ReviewCards() {
  const { data } = useGetNotificationsQuery(undefined);
  const [markRead] = useReadNotificationMutation();
  const unseen = (data?.items ?? []).filter(
    (item) => REVIEW_KINDS.has(item.kind) && item.readAt === null,
  );
  if (unseen.length === 0) return null;
  return (
    <section aria-label={text.label}>
      <ul className="child-dash__reviews">
        {unseen.map((item) => (
          <li key={item.id}>
            <Alert
              tone={item.kind === 'task_approved' ? 'success' : 'warning'}
              title={item.title}
              action={
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`${text.seen}: ${item.title}`}
                  onClick={() => void markRead(item.id)}
                >
                  {text.seen}
                </Button>
              }
            >
              {item.body}
            </Alert>
          </li>
        ))}
      </ul>
    </section>
  );
}
