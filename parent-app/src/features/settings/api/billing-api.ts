import {
  BillingPortalResponseAnswer,
  BillingStatusAnswer,
  CheckoutSessionCreatedAnswer,
  PlanListResponseAnswer,
} from '@portal/contracts/answers';
import { fetchArgs } from '@portal/app-kit';
import type { BillingPortalInput, CreateCheckoutSessionInput } from '@portal/contracts/billing';
import {
  createCheckoutSession,
  getBillingStatus,
  getPlans,
  openBillingPortal,
} from '@portal/contracts/endpoints/billing';
import { api } from '../../../lib/api';

/** Where the provider's pages come back to: this tab (spec 001 §2, the BFF's default too). */
export const BILLING_RETURN_PATH = '/parent/settings?tab=billing';

/**
 * The billing tab's calls (spec 001 §7 "Billing API" under the contracts' names). The status is
 * the BFF's (`Billing`, refreshed with the family); plans are read only without premium access.
 * Creating a checkout or portal session only returns the provider's page to go to: nothing here
 * changes the family's state.
 */
export const billingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPlans: build.query({
      query: () => ({ ...fetchArgs(getPlans), cache: 'no-store' }),
      responseSchema: PlanListResponseAnswer,
    }),
    getBillingStatus: build.query({
      query: () => ({ ...fetchArgs(getBillingStatus), cache: 'no-store' }),
      responseSchema: BillingStatusAnswer,
      providesTags: ['Billing'],
    }),
    createCheckoutSession: build.mutation({
      query: (body: CreateCheckoutSessionInput) => fetchArgs(createCheckoutSession, { body }),
      responseSchema: CheckoutSessionCreatedAnswer,
    }),
    openBillingPortal: build.mutation({
      query: (body: BillingPortalInput) => fetchArgs(openBillingPortal, { body }),
      responseSchema: BillingPortalResponseAnswer,
    }),
  }),
});

export const {
  useGetPlansQuery,
  useGetBillingStatusQuery,
  useCreateCheckoutSessionMutation,
  useOpenBillingPortalMutation,
} = billingApi;
