// Loaded on demand by `notification-bell.tsx` (its own chunk): the bell's panel.
import { relativeTimePtBR } from '@portal/domain/calendar';
import type { ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { Alert } from '../alert/alert';
import { Button } from '../button/button';
import { EmptyState } from '../empty-state/empty-state';
import { Sheet } from '../sheet/sheet';
import { Skeleton } from '../skeleton/skeleton';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import type {
  NotificationBellItem,
  NotificationLinkProps,
  NotificationPanelProps,
} from './notification-bell';

const defaultRenderLink = ({ children, ...props }: NotificationLinkProps) => (
  <a {...props}>{children}</a>
);

/** The bell's open panel: a `Sheet` with 'Marcar todas como lidas' and the list or its state. */
export function NotificationPanel({
  items,
  status = items ? 'ready' : 'loading',
  unreadCount,
  onClose,
  onSelect,
  onMarkAllRead,
  markingAllRead = false,
  onRetry,
  errorMessage,
  renderLink = defaultRenderLink,
  now,
  labels,
  footer,
}: NotificationPanelProps) {
  const unread = unreadCount ?? items?.filter((item) => !item.read).length ?? 0;
  const clock = now ?? new Date();
  return (
    <Sheet open onClose={onClose} title={labels.title} closeLabel={labels.close}>
      <div className="mesa-bell-panel__bar">
        <Button
          variant="secondary"
          size="sm"
          disabled={unread === 0 || !items}
          loading={markingAllRead}
          loadingText={labels.markingAllRead}
          onClick={onMarkAllRead}
        >
          {labels.markAllRead}
        </Button>
      </div>
      {status === 'error' && !items ? (
        <Alert
          tone="danger"
          action={
            <Button variant="secondary" size="sm" onClick={onRetry}>
              {labels.retry}
            </Button>
          }
        >
          {errorMessage ?? labels.loadFailed}
        </Alert>
      ) : !items ? (
        <div className="mesa-bell-panel__loading" aria-busy="true">
          <VisuallyHidden role="status">{labels.loading}</VisuallyHidden>
          <Skeleton height="4.5rem" />
          <Skeleton height="4.5rem" />
          <Skeleton height="4.5rem" />
        </div>
      ) : items.length === 0 ? (
        <EmptyState title={labels.empty} titleAs="p" className="mesa-bell-panel__empty" />
      ) : (
        <ul className="mesa-bell-list">
          {items.map((item) => (
            <NotificationRow
              key={item.id}
              item={item}
              now={clock}
              unreadLabel={labels.unread}
              renderLink={renderLink}
              onSelect={onSelect}
            />
          ))}
        </ul>
      )}
      {footer ? <div className="mesa-bell-panel__footer">{footer}</div> : null}
    </Sheet>
  );
}

function NotificationRow({
  item,
  now,
  unreadLabel,
  renderLink,
  onSelect,
}: {
  item: NotificationBellItem;
  now: Date;
  unreadLabel: string;
  renderLink: (props: NotificationLinkProps) => ReactNode;
  onSelect: ((item: NotificationBellItem) => void) | undefined;
}) {
  return (
    <li className={cx('mesa-bell-item', !item.read && 'mesa-bell-item--unread')}>
      {renderLink({
        href: item.href,
        className: 'mesa-bell-item__link',
        onClick: () => onSelect?.(item),
        children: (
          <>
            <span className="mesa-bell-item__dot" aria-hidden="true" />
            <span className="mesa-bell-item__text">
              {/* The spaces keep the link's accessible name readable ('não lida: Título Texto há 2 horas'). */}
              {item.read ? null : <VisuallyHidden>{unreadLabel}:</VisuallyHidden>}{' '}
              <span className="mesa-bell-item__title">{item.title}</span>{' '}
              <span className="mesa-bell-item__body">{item.body}</span>{' '}
              <time className="mesa-bell-item__time" dateTime={item.createdAt}>
                {relativeTimePtBR(item.createdAt, now)}
              </time>
            </span>
          </>
        ),
      })}
    </li>
  );
}
