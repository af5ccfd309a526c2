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
import { endpointPath, fetchArgs } from '@portal/app-kit';
import {
  createChild,
  deleteChild,
  unlockChildPin,
  updateChild,
} from '@portal/contracts/endpoints/children';
import {
  changePassword,
  getFamily,
  updateFamily,
  updateLimits,
} from '@portal/contracts/endpoints/family';
import {
  confirmDeleteAccount,
  deleteAccount,
  exportFamily,
  sendDeleteAccountLink,
} from '@portal/contracts/endpoints/privacy';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import { fetchFile, type DownloadedFile } from '../../../lib/file-download';
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

/**
 * 'Configurações' (parent only). `Family` is refreshed by a change here and by the
 * `family.changed` event; the children's changes refresh `Children` (also read by other
 * screens through `getChildren` of `lib/session-api.ts`). A family change also refreshes `Me`
 * (the appearance the apps apply comes with `GET /api/me`).
 */
export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFamily: build.query({
      query: () => ({ ...fetchArgs(getFamily), cache: 'no-store' }),
      responseSchema: FamilyAnswer,
      providesTags: ['Family'],
    }),
    updateFamily: build.mutation({
      query: (body: UpdateFamilyBody) => fetchArgs(updateFamily, { body }),
      responseSchema: FamilyAnswer,
      invalidatesTags: (_result, error) => (error ? [] : ['Family', 'Me']),
    }),
    updateLimits: build.mutation({
      query: (body: UpdateLimitsBody) => fetchArgs(updateLimits, { body }),
      responseSchema: FamilyAnswer,
      invalidatesTags: (_result, error) => (error ? [] : ['Family']),
    }),
    changePassword: build.mutation<void, ChangePasswordBody>({
      query: (body) => fetchArgs(changePassword, { body }),
    }),
    createChild: build.mutation({
      query: (body: CreateChildBody) => fetchArgs(createChild, { body }),
      responseSchema: ChildPublicAnswer,
      invalidatesTags: (_result, error) => (error ? [] : ['Children']),
    }),
    updateChild: build.mutation({
      query: ({ id, body }: { id: string; body: UpdateChildBody }) =>
        fetchArgs(updateChild, { params: { id }, body }),
      responseSchema: ChildPublicAnswer,
      invalidatesTags: (_result, error) => (error ? [] : ['Children']),
    }),
    deleteChild: build.mutation<void, string>({
      query: (id) => fetchArgs(deleteChild, { params: { id } }),
      invalidatesTags: (_result, error) => (error ? [] : ['Children']),
    }),
    unlockChildPin: build.mutation({
      query: (id: string) => fetchArgs(unlockChildPin, { params: { id } }),
      responseSchema: ChildPublicAnswer,
      invalidatesTags: (_result, error) => (error ? [] : ['Children']),
    }),
    deleteAccount: build.mutation<void, DeleteAccountBody>({
      query: (body) => fetchArgs(deleteAccount, { body }),
    }),
    /** A parent without a password: the one-time link by e-mail (ADR 058). */
    sendDeleteAccountLink: build.mutation({
      query: () => fetchArgs(sendDeleteAccountLink),
      responseSchema: FamilyDeleteLinkResponseAnswer,
    }),
    confirmDeleteAccount: build.mutation<void, ConfirmDeleteAccountBody>({
      query: (body) => fetchArgs(confirmDeleteAccount, { body }),
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
export type ExportFile = DownloadedFile;

/** `GET /api/family/export` as a file (see `fetchFile`). */
export function fetchFamilyExport(today: string): Promise<ExportFile> {
  return fetchFile(apiAssetUrl(endpointPath(exportFamily)), `mesadinha-dados-${today}.json`);
}
