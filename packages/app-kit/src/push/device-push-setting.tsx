import type { PushSubscriptionInput } from '@portal/contracts/push';
import { Button } from '@portal/design-system';
import { useEffect, useId, useMemo, useState } from 'react';
import { pushCopy as C } from './copy';
import {
  browserPush,
  currentSubscription,
  subscribeDevice,
  subscriptionInput,
  type DevicePushState,
  type PushBrowser,
} from './device-push';

/** What {@link useDevicePush} needs. */
export interface DevicePushOptions {
  /** The server's VAPID key (GET /api/push/config): null when push is off, undefined while read. */
  publicKey: string | null | undefined;
  /** PUT /api/push/subscription; rejects when the BFF refused it. */
  save: (subscription: PushSubscriptionInput) => Promise<unknown>;
  /** DELETE /api/push/subscription. */
  remove: (endpoint: string) => Promise<unknown>;
  /** The browser's push APIs (tests pass a fake); the real ones by default. */
  browser?: PushBrowser | null;
}

/** This device's push, as a screen shows it. */
export interface DevicePush {
  /** `reading` until known; `unsupported` where the device or the server has no push. */
  state: DevicePushState | 'reading';
  busy: 'enabling' | 'disabling' | null;
  /** The last failure's pt-BR text, or null. */
  failure: string | null;
  /** Asks the permission (call it from a tap), subscribes and saves the subscription. */
  enable: () => Promise<void>;
  /** Forgets the subscription at the BFF and on the device. */
  disable: () => Promise<void>;
}

/**
 * This device's push notifications (issue 39 item 6): the browser's permission is asked only by
 * `enable`. A subscription found when it mounts is saved again, so `on` means the BFF has it
 * for this session.
 */
export function useDevicePush({
  publicKey,
  save,
  remove,
  browser: given,
}: DevicePushOptions): DevicePush {
  const real = useMemo(() => (given === undefined ? browserPush() : null), [given]);
  const browser = given === undefined ? real : given;
  const [known, setKnown] = useState<Exclude<DevicePushState, 'unsupported'> | 'reading'>(
    'reading',
  );
  const [busy, setBusy] = useState<DevicePush['busy']>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const supported = Boolean(browser) && typeof publicKey === 'string' && publicKey.length > 0;

  useEffect(() => {
    if (!browser || !publicKey) return;
    let cancelled = false;
    void (async () => {
      try {
        if (browser.permission() === 'denied') return setKnown('blocked');
        const subscription = await currentSubscription(browser, publicKey);
        const input = subscription && subscriptionInput(subscription);
        if (input) await save(input);
        if (!cancelled) setKnown(input ? 'on' : 'off');
      } catch {
        if (!cancelled) setKnown('off');
      }
    })();
    return () => {
      cancelled = true;
    };
    // `save` is a new function on each render; the state is read once per key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [browser, publicKey]);

  async function enable() {
    if (!browser || !publicKey) return;
    setBusy('enabling');
    setFailure(null);
    try {
      const result = await subscribeDevice(browser, publicKey);
      if (typeof result === 'string') {
        setKnown(result);
        return;
      }
      const input = subscriptionInput(result);
      if (!input) throw new Error('The push subscription has no keys');
      await save(input);
      setKnown('on');
    } catch (error) {
      console.error('Push not enabled', error);
      setFailure(C.failed);
    } finally {
      setBusy(null);
    }
  }

  async function disable() {
    if (!browser || !publicKey) return;
    setBusy('disabling');
    setFailure(null);
    try {
      const subscription = await currentSubscription(browser, publicKey);
      if (subscription) {
        await remove(subscription.endpoint);
        await subscription.unsubscribe();
      }
      setKnown('off');
    } catch (error) {
      console.error('Push not disabled', error);
      setFailure(C.disableFailed);
    } finally {
      setBusy(null);
    }
  }

  const state = publicKey === undefined && browser ? 'reading' : supported ? known : 'unsupported';
  return { state, busy, failure, enable, disable };
}

/** The pt-BR line that says where the device's push stands. */
export function devicePushText(state: DevicePushState | 'reading'): string {
  if (state === 'unsupported') return C.unsupported;
  return state === 'on' ? C.onText : state === 'blocked' ? C.blocked : C.offText;
}

/** Props of {@link DevicePushSetting}. */
export interface DevicePushSettingProps extends DevicePushOptions {
  /** The level of its heading in the page around it. */
  titleAs?: 'h2' | 'h3' | 'h4';
}

/**
 * 'Avisos neste aparelho' with 'Ativar avisos' / 'Desativar avisos' ({@link useDevicePush}).
 * Renders nothing where the device or the server has no push.
 */
export function DevicePushSetting({ titleAs: Title = 'h3', ...options }: DevicePushSettingProps) {
  const titleId = useId();
  const push = useDevicePush(options);
  if (push.state === 'reading' || push.state === 'unsupported') return null;
  return (
    <section className="mesa-device-push" aria-labelledby={titleId}>
      <Title id={titleId} className="mesa-device-push__title">
        {C.title}
      </Title>
      <p className="mesa-device-push__text">{devicePushText(push.state)}</p>
      {push.state === 'off' ? (
        <Button
          variant="secondary"
          size="sm"
          loading={push.busy === 'enabling'}
          loadingText={C.enabling}
          onClick={() => void push.enable()}
        >
          {C.enable}
        </Button>
      ) : push.state === 'on' ? (
        <Button
          variant="ghost"
          size="sm"
          loading={push.busy === 'disabling'}
          loadingText={C.disabling}
          onClick={() => void push.disable()}
        >
          {C.disable}
        </Button>
      ) : null}
      <p role="status" className="mesa-device-push__failure">
        {push.failure}
      </p>
    </section>
  );
}
