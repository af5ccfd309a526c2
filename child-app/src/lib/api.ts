import { createPortalApi } from '@portal/app-kit';
import { env } from '../env';

/**
 * The one RTK Query API of child-app (`@portal/app-kit`'s base: cookie, pt-BR error messages,
 * `getMe` for GET /api/me, `getHealth`). Features add their endpoints with `api.injectEndpoints`
 * and check answers with the contracts' answer checks (`@portal/contracts/answers` as
 * `responseSchema`, ADR 050).
 * Tags, besides the kit's `Me` (a child sign-in invalidates it) and `Health`: `ChildTasks`, the
 * child's task list (GET /api/child/tasks); `Goals`, `Stats`, `Achievements` and
 * `Transactions`, the child's progress reads (`lib/progress-api.ts`); `Pauses`, the 'Modo
 * férias' over the dashboard (GET /api/pauses); `Notifications`, the child's notification centre
 * (GET /api/notifications); `Money`, the child's 'Meu dinheiro' (GET /api/children/{id}/money);
 * `PixKey`, the child's own Pix key (GET /api/children/{id}/pix-key). The event stream
 * invalidates them (`app/child-area.tsx`), so a parent's change shows up without a reload.
 */
export const api = createPortalApi({
  baseUrl: env.PUBLIC_API_BASE_URL,
  tagTypes: [
    'ChildTasks',
    'Goals',
    'Stats',
    'Achievements',
    'Transactions',
    'Pauses',
    'Notifications',
    'Money',
    'PixKey',
  ],
});

export type ChildTag = (typeof api.tagTypes)[number];

export const { useGetMeQuery, useGetHealthQuery } = api;
