import { fetchArgs } from '@portal/app-kit';
import { PausesResponseAnswer } from '@portal/contracts/answers';
import {
  deleteChildPause,
  deleteFamilyPause,
  putChildPause,
  putFamilyPause,
} from '@portal/contracts/endpoints/pauses';
import type { PauseInput, PausesResponse } from '@portal/contracts/pause';
import { api } from '../../../lib/api';
import { pausesApi } from '../../../lib/pauses-api';

/** Whose pause: the whole family's, or one child's (by id). */
export type PauseOwner = { kind: 'family' } | { kind: 'child'; childId: string };

/** Every save answers the family's new pauses: they replace the one `getPauses` entry. */
async function keepAnswer(
  dispatch: (action: unknown) => unknown,
  queryFulfilled: Promise<{ data: PausesResponse }>,
) {
  try {
    const { data } = await queryFulfilled;
    dispatch(pausesApi.util.upsertQueryData('getPauses', undefined, data));
  } catch {
    // The section shows the failure; the stored pause is unchanged.
  }
}

/**
 * Saving and ending a 'Modo férias' (parent only, issue 38): `PUT`/`DELETE /api/family/pause`
 * and `/api/children/{id}/pause`. Each answers the new `PausesResponse`, written into the
 * `getPauses` entry (`lib/pauses-api.ts`), so the saved state shows without a second read.
 */
export const pauseApi = api.injectEndpoints({
  endpoints: (build) => ({
    putPause: build.mutation({
      query: ({ owner, body }: { owner: PauseOwner; body: PauseInput }) =>
        owner.kind === 'family'
          ? fetchArgs(putFamilyPause, { body })
          : fetchArgs(putChildPause, { params: { id: owner.childId }, body }),
      responseSchema: PausesResponseAnswer,
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => keepAnswer(dispatch, queryFulfilled),
    }),
    deletePause: build.mutation({
      query: (owner: PauseOwner) =>
        owner.kind === 'family'
          ? fetchArgs(deleteFamilyPause)
          : fetchArgs(deleteChildPause, { params: { id: owner.childId } }),
      responseSchema: PausesResponseAnswer,
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => keepAnswer(dispatch, queryFulfilled),
    }),
  }),
});

export const { usePutPauseMutation, useDeletePauseMutation } = pauseApi;
