import { PushConfigAnswer } from '@portal/contracts/answers';
import {
  deletePushSubscription,
  getPushConfig,
  putPushSubscription,
} from '@portal/contracts/endpoints/push';
import type { PushConfig, PushSubscriptionInput } from '@portal/contracts/push';
import type { PortalApi } from '../api/create-portal-api';
import { fetchArgs } from '../api/endpoint-request';

/**
 * This device's push notifications (issue 39) in a remote's API: the server's VAPID key
 * (`getPushConfig`) and the signed-in user's subscription on this device (`savePushSubscription`,
 * `removePushSubscription`), for {@link DevicePushSetting}.
 */
export function injectPushEndpoints<T extends string>(api: PortalApi<T>) {
  return api.injectEndpoints({
    endpoints: (build) => ({
      getPushConfig: build.query<PushConfig, void>({
        query: () => fetchArgs(getPushConfig),
        responseSchema: PushConfigAnswer,
      }),
      savePushSubscription: build.mutation<unknown, PushSubscriptionInput>({
        query: (body) => fetchArgs(putPushSubscription, { body }),
      }),
      removePushSubscription: build.mutation<unknown, string>({
        query: (endpoint) => fetchArgs(deletePushSubscription, { body: { endpoint } }),
      }),
    }),
  });
}
