import { fetchArgs } from '@portal/app-kit';
import { NotificationsResponseAnswer } from '@portal/contracts/answers';
import {
  getNotifications,
  readAllNotifications,
  readNotification,
} from '@portal/contracts/endpoints/notifications';
import type { NotificationsResponse } from '@portal/contracts/notifications';
import { api } from './api';

/** Marks `ids` (every message when absent) read in a cached answer. */
function markRead(draft: NotificationsResponse, ids?: readonly string[]): void {
  const readAt = new Date().toISOString();
  let marked = 0;
  for (const item of draft.items) {
    if (item.readAt !== null || (ids && !ids.includes(item.id))) continue;
    item.readAt = readAt;
    marked += 1;
  }
  draft.unreadCount = ids ? Math.max(0, draft.unreadCount - marked) : 0;
}

/**
 * The child's notification centre (issue 38): `getNotifications` (GET /api/notifications, tag
 * `Notifications`, refreshed by `notifications.changed`), and 'Marcar todas como lidas' /
 * one message opened, both optimistic: the cached answer reads as read at once, is replaced by
 * the BFF's answer (the whole `NotificationsResponse`), and is rolled back if the BFF refuses.
 */
export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<NotificationsResponse, void>({
      query: () => ({ ...fetchArgs(getNotifications), cache: 'no-store' }),
      responseSchema: NotificationsResponseAnswer,
      providesTags: ['Notifications'],
    }),
    readAllNotifications: build.mutation<NotificationsResponse, void>({
      query: () => fetchArgs(readAllNotifications),
      responseSchema: NotificationsResponseAnswer,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const patchResult = dispatch(
          notificationsApi.util.updateQueryData('getNotifications', undefined, (draft) =>
            markRead(draft),
          ),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(notificationsApi.util.upsertQueryData('getNotifications', undefined, data));
        } catch {
          patchResult.undo();
        }
      },
    }),
    readNotification: build.mutation<NotificationsResponse, string>({
      query: (id) => fetchArgs(readNotification, { params: { id } }),
      responseSchema: NotificationsResponseAnswer,
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const patchResult = dispatch(
          notificationsApi.util.updateQueryData('getNotifications', undefined, (draft) =>
            markRead(draft, [id]),
          ),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(notificationsApi.util.upsertQueryData('getNotifications', undefined, data));
        } catch {
          patchResult.undo();
        }
      },
    }),
  }),
});

export const {
  useGetNotificationsQuery,
  useReadAllNotificationsMutation,
  useReadNotificationMutation,
} = notificationsApi;
