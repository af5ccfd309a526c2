export {
  NOTIFICATION_BELL_LABELS,
  NotificationBell,
  type NotificationBellItem,
  type NotificationBellLabels,
  type NotificationBellProps,
  type NotificationBellStatus,
  type NotificationLinkProps,
} from './notification-bell';
