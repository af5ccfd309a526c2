import { injectPushEndpoints } from '@portal/app-kit/push';
import { api } from './api';

/** This device's push (the bell's panel, the profile's preferences). */
export const {
  useGetPushConfigQuery,
  useSavePushSubscriptionMutation,
  useRemovePushSubscriptionMutation,
} = injectPushEndpoints(api);
