import { Suspense, useState, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { loader } from '../../internal/primitives';
import '../button/button.css';
import '../icon-button/icon-button.css';
import './notification-bell.css';

/** One message of the bell, as its panel lists it. */
export interface NotificationBellItem {
  id: string;
  title: string;
  body: string;
  /** Where the message leads (a path of the portal). */
  href: string;
  /** ISO timestamp, shown as a relative time ('há 2 horas'). */
  createdAt: string;
  read: boolean;
}

/** What `renderLink` receives: render these on your router's link component. */
export interface NotificationLinkProps {
  href: string;
  className: string;
  onClick: () => void;
  children: ReactNode;
}

/** What the panel shows: the first read in flight, a failed read, or the answer. */
export type NotificationBellStatus = 'loading' | 'error' | 'ready';

/** The bell's texts (pt-BR defaults in `NOTIFICATION_BELL_LABELS`). */
export interface NotificationBellLabels {
  /** The bell's name and the panel's title. */
  title: string;
  /** The bell's name with unread messages ('Notificações, 3 não lidas'). */
  titleWithUnread: (count: number) => string;
  /** Read by screen readers on an unread message. */
  unread: string;
  markAllRead: string;
  markingAllRead: string;
  empty: string;
  loading: string;
  loadFailed: string;
  retry: string;
  close: string;
}

/** The pt-BR texts of `NotificationBell`. */
export const NOTIFICATION_BELL_LABELS: NotificationBellLabels = {
  title: 'Notificações',
  titleWithUnread: (count) => `Notificações, ${count} ${count === 1 ? 'não lida' : 'não lidas'}`,
  unread: 'não lida',
  markAllRead: 'Marcar todas como lidas',
  markingAllRead: 'Marcando...',
  empty: 'Nenhuma notificação por enquanto.',
  loading: 'Carregando notificações...',
  loadFailed: 'Não foi possível carregar as notificações.',
  retry: 'Tentar novamente',
  close: 'Fechar',
};

/** Props of `NotificationBell`. */
export interface NotificationBellProps {
  /** Unread messages, shown as a badge ('9+' above 9); none while unknown or zero. */
  unreadCount?: number;
  /** The messages, newest first; undefined until the first answer. */
  items?: readonly NotificationBellItem[];
  status?: NotificationBellStatus;
  /** Controlled state of the panel. */
  open?: boolean;
  /**
   * Open on the first render. The bell then takes the focus first, so closing the panel brings
   * the focus back to it (e.g. a bell that replaced the one the person opened).
   */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** A message was chosen: its link navigates, the panel closes. */
  onSelect?: (item: NotificationBellItem) => void;
  /** 'Marcar todas como lidas'; disabled while nothing is unread. */
  onMarkAllRead?: () => void;
  markingAllRead?: boolean;
  /** 'Tentar novamente' after a failed read. */
  onRetry?: () => void;
  /** The failure's text; defaults to `labels.loadFailed`. */
  errorMessage?: string;
  /** Renders each message's link; pass `Link` of the router. Defaults to a plain `<a>`. */
  renderLink?: (props: NotificationLinkProps) => ReactNode;
  /** The clock relative times are read against (tests, stories); defaults to the render's. */
  now?: Date;
  /** Shown under the messages in the open panel (e.g. this device's push setting). */
  footer?: ReactNode;
  labels?: Partial<NotificationBellLabels>;
  className?: string;
}

/** The panel (list, states, Sheet) is its own chunk, fetched when the bell is hovered, focused or opened. */
const panel = loader(() => import('./notification-panel'));

function preloadPanel() {
  panel.load().catch(() => {
    // Opening the panel fetches it again and shows the failure.
  });
}

/** A bell outline, drawn in the text colour. */
function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" strokeLinejoin="round" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The header's notification bell: an icon button named 'Notificações' (with the unread count,
 * 'Notificações, 3 não lidas') whose badge sits on its corner, so a count that arrives later
 * moves nothing. It opens a `Sheet` listing the messages (title, text, relative time, 'não lida'
 * for screen readers), each a link, with 'Marcar todas como lidas', an empty, a loading and an
 * error state. Escape closes it and the focus returns to the bell. The panel's code is fetched
 * on first need, so the bell itself costs a first visit almost nothing.
 */
export function NotificationBell({
  unreadCount,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  onSelect,
  labels: custom,
  className,
  ...panelProps
}: NotificationBellProps) {
  const labels = { ...NOTIFICATION_BELL_LABELS, ...custom };
  const [uncontrolled, setUncontrolled] = useState(defaultOpen);
  const open = openProp ?? uncontrolled;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setUncontrolled(next);
    onOpenChange?.(next);
  };
  const count = unreadCount ?? 0;
  return (
    <>
      <button
        type="button"
        aria-label={count > 0 ? labels.titleWithUnread(count) : labels.title}
        title={labels.title}
        aria-haspopup="dialog"
        aria-expanded={open}
        autoFocus={defaultOpen}
        className={cx('mesa-button mesa-button--ghost mesa-icon-button mesa-bell', className)}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        onClick={() => setOpen(!open)}
      >
        <BellIcon />
        {count > 0 ? (
          <span className="mesa-bell__count" aria-hidden="true">
            {count > 9 ? '9+' : count}
          </span>
        ) : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <LoadedPanel
            {...panelProps}
            unreadCount={unreadCount}
            labels={labels}
            onClose={() => setOpen(false)}
            onSelect={(item) => {
              setOpen(false);
              onSelect?.(item);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** What the panel chunk renders. @internal */
export type NotificationPanelProps = Omit<
  NotificationBellProps,
  'open' | 'defaultOpen' | 'onOpenChange' | 'className' | 'labels'
> & { labels: NotificationBellLabels; onClose: () => void };

function LoadedPanel(props: NotificationPanelProps) {
  const { NotificationPanel } = panel.use();
  return <NotificationPanel {...props} />;
}
