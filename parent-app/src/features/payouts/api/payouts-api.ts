import { fetchArgs } from '@portal/app-kit';
import {
  ChildMoneyResponseAnswer,
  PayoutResponseAnswer,
  PixChargeResponseAnswer,
} from '@portal/contracts/answers';
import type { PayoutInput } from '@portal/contracts/money-out';
import { createPayout, getChildMoney, getPixCharge } from '@portal/contracts/endpoints/money-out';
import { api } from '../../../lib/api';
import { reaisText } from '../model/payout-form';

export interface CreatePayoutArgs {
  childId: string;
  /** One per dialog attempt: a double tap or a retry records the payout once. */
  idempotencyKey: string;
  body: { amount: number; method: PayoutInput['method']; txid?: string };
}

/**
 * 'Pagar ao filho' (issue 40): the child's money (`getChildMoney`, tag `ChildMoney` with the
 * child's id: what may be paid now), a static Pix charge (`getPixCharge`: a fresh txid each
 * time, never cached) and the payout itself (`createPayout`), which refreshes the child's
 * figures everywhere (children, dashboard, money).
 */
export const payoutsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getChildMoney: build.query({
      query: (childId: string) => ({
        ...fetchArgs(getChildMoney, { params: { childId } }),
        cache: 'no-store',
      }),
      responseSchema: ChildMoneyResponseAnswer,
      providesTags: (_result, _error, childId) => [{ type: 'ChildMoney', id: childId }],
    }),
    getPixCharge: build.query({
      query: ({ childId, amount }: { childId: string; amount: number }) => ({
        ...fetchArgs(getPixCharge, {
          params: { id: childId },
          query: { amount: reaisText(amount) },
        }),
        cache: 'no-store',
      }),
      responseSchema: PixChargeResponseAnswer,
      // Each 'Pagar via Pix' asks for a fresh code (its own txid).
      keepUnusedDataFor: 0,
    }),
    createPayout: build.mutation({
      query: ({ childId, idempotencyKey, body }: CreatePayoutArgs) =>
        fetchArgs(createPayout, {
          params: { id: childId },
          headers: { 'idempotency-key': idempotencyKey },
          body,
        }),
      responseSchema: PayoutResponseAnswer,
      invalidatesTags: (result, _error, { childId }) =>
        result ? ['Children', 'Dashboard', { type: 'ChildMoney', id: childId }] : [],
    }),
  }),
});

export const { useGetChildMoneyQuery, useLazyGetPixChargeQuery, useCreatePayoutMutation } =
  payoutsApi;
