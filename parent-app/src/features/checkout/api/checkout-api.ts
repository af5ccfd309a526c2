import { ActivationResponseAnswer, CheckoutVerificationAnswer } from '@portal/contracts/answers';
import { fetchArgs } from '@portal/app-kit';
import type { CheckoutMode } from '@portal/contracts/billing';
import {
  activateCheckoutSession,
  verifyCheckoutSession,
} from '@portal/contracts/endpoints/billing';
import { api } from '../../../lib/api';

/** A checkout session of the success URL and the mode the URL carries. */
export interface CheckoutSessionRef {
  sessionId: string;
  mode: CheckoutMode;
}

/**
 * The success page's two steps (spec 001 §4 "Checkout success verification"): the BFF verifies
 * the session with the provider (read only), then stores the state it reads from the provider
 * (it verifies again; the browser sends nothing but the session id). A stored activation
 * changes what `/api/me` (the shell's gate), the family, the dashboard and the billing tab say.
 */
export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    verifyCheckoutSession: build.query({
      query: ({ sessionId, mode }: CheckoutSessionRef) => ({
        ...fetchArgs(verifyCheckoutSession, { params: { id: sessionId }, query: { mode } }),
        cache: 'no-store',
      }),
      responseSchema: CheckoutVerificationAnswer,
      keepUnusedDataFor: 0,
    }),
    activateCheckoutSession: build.mutation({
      query: ({ sessionId, mode }: CheckoutSessionRef) =>
        fetchArgs(activateCheckoutSession, { params: { id: sessionId }, query: { mode } }),
      responseSchema: ActivationResponseAnswer,
      invalidatesTags: (_result, error) => (error ? [] : ['Me', 'Family', 'Billing', 'Dashboard']),
    }),
  }),
});

export const { useLazyVerifyCheckoutSessionQuery, useActivateCheckoutSessionMutation } =
  checkoutApi;
