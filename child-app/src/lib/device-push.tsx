import { DevicePushSetting, devicePushText, useDevicePush } from '@portal/app-kit/push';
import { Switch } from '@portal/design-system';
import {
  useGetPushConfigQuery,
  useRemovePushSubscriptionMutation,
  useSavePushSubscriptionMutation,
} from './push-api';

/**
 * 'Avisos neste aparelho' (the bell's panel, the profile's preferences): the server's key is read
 * when it is shown, so nothing of it is on a first visit.
 */
export function DevicePush({ titleAs }: { titleAs?: 'h3' | 'h4' }) {
  return <DevicePushSetting titleAs={titleAs} {...usePushEndpoints()} />;
}

/** The server's key and the BFF calls of this device's push. */
function usePushEndpoints() {
  const config = useGetPushConfigQuery();
  const [save] = useSavePushSubscriptionMutation();
  const [remove] = useRemovePushSubscriptionMutation();
  return {
    // A failed read is no push on this screen; the bell's panel reads it again.
    publicKey: config.isError ? null : config.data?.publicKey,
    save: (subscription: Parameters<typeof save>[0]) => save(subscription).unwrap(),
    remove: (endpoint: string) => remove(endpoint).unwrap(),
  };
}

/**
 * The profile's 'Notificações de tarefas' (spec 001 §8): this device's push, on or off. Disabled,
 * and saying why, where the device has no push or the browser blocks it.
 */
export function TaskNotificationsSwitch({ label }: { label: string }) {
  const push = useDevicePush(usePushEndpoints());
  return (
    <Switch
      label={label}
      description={push.failure ?? devicePushText(push.state)}
      checked={push.state === 'on'}
      disabled={(push.state !== 'on' && push.state !== 'off') || push.busy !== null}
      onChange={(on) => void (on ? push.enable() : push.disable())}
    />
  );
}
