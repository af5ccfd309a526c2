import { createPortalApi } from '@portal/app-kit';
import { env } from '../env';

/**
 * The one RTK Query API of parent-app (`@portal/app-kit`'s base: cookie, pt-BR error messages,
 * `getMe` for GET /api/me, `getHealth`). Features add their endpoints with `api.injectEndpoints`
 * and check answers with the contracts' answer checks (`@portal/contracts/answers` as
 * `responseSchema`, ADR 050).
 * Tags, besides the kit's `Me` and `Health`: `Children` (the family's children), `Tasks` (the
 * family's tasks: the list is `{ type: 'Tasks', id: 'LIST' }`, one task its id) and
 * `Submissions` (the approval queue), `Dashboard` (the parent dashboard's figures), `Family` (the
 * family and its settings, `GET /api/family`), `Billing` (the family's subscription,
 * `GET /api/billing/subscription`), `Allowance` (a child's automatic allowance, by the child's id,
 * `GET /api/children/{id}/allowance`), `Pauses` (the family's and the children's 'Modo férias',
 * `GET /api/pauses`), `Notifications` (the parent's notification centre, `GET /api/notifications`),
 * `Reports` ('Relatórios', `GET /api/reports`),
 * `PixKey` (a child's Pix key, by the child's id, `GET /api/children/{id}/pix-key`) and
 * `ChildMoney` (a child's 'Meu dinheiro' figures, by the child's id, `GET /api/children/{id}/money`).
 * The event stream invalidates them when another tab,
 * device or the child's app changes them (`app/signed-in-parent.tsx`).
 */
export const api = createPortalApi({
  baseUrl: env.PUBLIC_API_BASE_URL,
  tagTypes: [
    'Children',
    'Tasks',
    'Submissions',
    'Dashboard',
    'Family',
    'Billing',
    'Allowance',
    'Pauses',
    'Notifications',
    'Reports',
    'PixKey',
    'ChildMoney',
  ],
});

export type ParentTag = (typeof api.tagTypes)[number];

export const { useGetMeQuery, useGetHealthQuery } = api;
