import {
  ChildPublicAnswer,
  FamilyAnswer,
  FamilyDeleteLinkResponseAnswer,
} from '@portal/contracts/answers';
import type { ChangePasswordInputSchema } from '@portal/contracts/auth';
import type {
  ConfirmFamilyDeleteInputSchema,
  DeleteFamilyInputSchema,
} from '@portal/contracts/privacy';
import type {
  Family,
  UpdateFamilyInputSchema,
  UpdateLimitsInputSchema,
} from '@portal/contracts/settings';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import { apiAssetUrl } from '../../../lib/api-url';
import type { CreateChildBody, UpdateChildBody } from '../model/child-form';

/** Body of `PATCH /api/family` (info, appearance, notifications, privacy; any subset). */
export type UpdateFamilyBody = z.input<typeof UpdateFamilyInputSchema>;
/** Body of `PUT /api/family/limits` (weekly spending as the typed text). */
export type UpdateLimitsBody = z.input<typeof UpdateLimitsInputSchema>;

/** Body of `POST /api/account/password`. */
export type ChangePasswordBody = z.input<typeof ChangePasswordInputSchema>;

/** Body of `POST /api/family/delete`. */
export type DeleteAccountBody = z.input<typeof DeleteFamilyInputSchema>;

/** Body of `POST /api/family/delete/confirm` (the e-mailed link's token, ADR 058). */
export type ConfirmDeleteAccountBody = z.input<typeof ConfirmFamilyDeleteInputSchema>;

/**
 * The family as `PATCH /api/family` answers it: a changed e-mail waits for its confirmation
 * link (ADR 028) and the answer names it in `pendingParentEmail`.
 */
export type FamilyUpdateResponse = Family;

function childUrl(id: string, suffix = ''): string {
  return `/children/${encodeURIComponent(id)}${suffix}`;
}

/**
 * 'Configurações' (parent only). `Family` is refreshed by a change here and by the
 * `family.changed` event; the children's changes refresh `Children` (also read by other
 * screens through `getChildren` of `lib/session-api.ts`). A family change also refreshes `Me`
 * (the appearance the apps apply comes with `GET /api/me`).
 */
export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFamily: build.query({
      query: () => ({ url: '/family', cache: 'no-store' }),
      responseSchema: FamilyAnswer,
      providesTags: ['Family'],
    }),
    updateFamily: build.mutation({
      query: (body: UpdateFamilyBody) => ({ url: '/family', method: 'PATCH', body }),
      responseSchema: FamilyAnswer,
      invalidatesTags: (_result, error) => (error ? [] : ['Family', 'Me']),
    }),
    updateLimits: build.mutation({
      query: (body: UpdateLimitsBody) => ({ url: '/family/limits', method: 'PUT', body }),
      responseSchema: FamilyAnswer,
      invalidatesTags: (_result, error) => (error ? [] : ['Family']),
    }),
    changePassword: build.mutation<void, ChangePasswordBody>({
      query: (body) => ({ url: '/account/password', method: 'POST', body }),
    }),
    createChild: build.mutation({
      query: (body: CreateChildBody) => ({ url: '/children', method: 'POST', body }),
      responseSchema: ChildPublicAnswer,
      invalidatesTags: (_result, error) => (error ? [] : ['Children']),
    }),
    updateChild: build.mutation({
      query: ({ id, body }: { id: string; body: UpdateChildBody }) => ({
        url: childUrl(id),
        method: 'PATCH',
        body,
      }),
      responseSchema: ChildPublicAnswer,
      invalidatesTags: (_result, error) => (error ? [] : ['Children']),
    }),
    deleteChild: build.mutation<void, string>({
      query: (id) => ({ url: childUrl(id), method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Children']),
    }),
    unlockChildPin: build.mutation({
      query: (id: string) => ({ url: childUrl(id, '/pin-unlock'), method: 'POST' }),
      responseSchema: ChildPublicAnswer,
      invalidatesTags: (_result, error) => (error ? [] : ['Children']),
    }),
    deleteAccount: build.mutation<void, DeleteAccountBody>({
      query: (body) => ({ url: '/family/delete', method: 'POST', body }),
    }),
    /** A parent without a password: the one-time link by e-mail (ADR 058). */
    sendDeleteAccountLink: build.mutation({
      query: () => ({ url: '/family/delete-link', method: 'POST' }),
      responseSchema: FamilyDeleteLinkResponseAnswer,
    }),
    confirmDeleteAccount: build.mutation<void, ConfirmDeleteAccountBody>({
      query: (body) => ({ url: '/family/delete/confirm', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetFamilyQuery,
  useUpdateFamilyMutation,
  useUpdateLimitsMutation,
  useChangePasswordMutation,
  useCreateChildMutation,
  useUpdateChildMutation,
  useDeleteChildMutation,
  useUnlockChildPinMutation,
  useDeleteAccountMutation,
  useSendDeleteAccountLinkMutation,
  useConfirmDeleteAccountMutation,
} = settingsApi;

/** The export file: its name (from `Content-Disposition`, else today's) and its content. */
export interface ExportFile {
  filename: string;
  blob: Blob;
}

const FILENAME = /filename="?([^";]+)"?/i;

/**
 * `GET /api/family/export` as a file (not through the store: a file is no cache entry). Throws
 * an `Error` whose message is the BFF's pt-BR `message` when it sent one.
 */
export async function fetchFamilyExport(today: string): Promise<ExportFile> {
  const response = await fetch(apiAssetUrl('/api/family/export'), {
    credentials: 'include',
    cache: 'no-store',
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new Error(typeof body?.message === 'string' ? body.message : '');
  }
  const match = FILENAME.exec(response.headers.get('content-disposition') ?? '');
  return { filename: match?.[1] ?? `mesadinha-dados-${today}.json`, blob: await response.blob() };
}
