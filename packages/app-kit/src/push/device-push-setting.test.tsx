import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { vapidKeyBytes, type PushBrowser } from './device-push';
import { DevicePushSetting } from './device-push-setting';

/** A VAPID public key (65 bytes, base64url), as GET /api/push/config answers it. */
const KEY =
  'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const OTHER_KEY =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

/** A browser whose push service always answers, and what it was asked. */
function fakeBrowser(options: {
  permission?: NotificationPermission;
  answer?: NotificationPermission;
  subscribedWith?: string;
}) {
  let permission = options.permission ?? 'default';
  let current: PushSubscription | null = null;
  const unsubscribed: string[] = [];
  const subscription = (key: string, n: number) =>
    ({
      endpoint: `https://push.example.test/send/${n}`,
      options: { applicationServerKey: vapidKeyBytes(key).buffer, userVisibleOnly: true },
      toJSON: () => ({
        endpoint: `https://push.example.test/send/${n}`,
        keys: { p256dh: `p256dh${n}`, auth: `auth${n}` },
      }),
      unsubscribe: async () => {
        unsubscribed.push(`https://push.example.test/send/${n}`);
        current = null;
        return true;
      },
    }) as unknown as PushSubscription;
  if (options.subscribedWith) current = subscription(options.subscribedWith, 0);
  let made = 0;
  const subscribe = vi.fn(async (init: PushSubscriptionOptionsInit) => {
    current = subscription(
      Buffer.from(init.applicationServerKey as Uint8Array).toString('base64url'),
      ++made,
    );
    return current;
  });
  const registration = {
    pushManager: { getSubscription: async () => current, subscribe },
  } as unknown as ServiceWorkerRegistration;
  const requestPermission = vi.fn(async () => {
    permission = options.answer ?? 'granted';
    return permission;
  });
  const browser: PushBrowser = {
    registration: async () => registration,
    permission: () => permission,
    requestPermission,
  };
  return { browser, subscribe, requestPermission, unsubscribed };
}

describe("DevicePushSetting ('Avisos neste aparelho')", () => {
  it('asks the permission only when tapped, subscribes with the key and saves the subscription', async () => {
    const fake = fakeBrowser({});
    const save = vi.fn(async () => undefined);
    render(
      <DevicePushSetting publicKey={KEY} save={save} remove={vi.fn()} browser={fake.browser} />,
    );
    const enable = await screen.findByRole('button', { name: 'Ativar avisos' });
    expect(fake.requestPermission).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Avisos neste aparelho' })).toBeVisible();

    await userEvent.click(enable);
    expect(await screen.findByText('Os avisos estão ativados neste aparelho.')).toBeVisible();
    expect(fake.requestPermission).toHaveBeenCalledTimes(1);
    const [init] = fake.subscribe.mock.calls[0]!;
    expect(init.userVisibleOnly).toBe(true);
    expect(Buffer.from(init.applicationServerKey as Uint8Array).toString('base64url')).toBe(KEY);
    expect(save).toHaveBeenCalledWith({
      endpoint: 'https://push.example.test/send/1',
      keys: { p256dh: 'p256dh1', auth: 'auth1' },
    });
  });

  it('says how to unblock when the person refuses, and asks nothing more', async () => {
    const fake = fakeBrowser({ answer: 'denied' });
    const save = vi.fn();
    render(
      <DevicePushSetting publicKey={KEY} save={save} remove={vi.fn()} browser={fake.browser} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Ativar avisos' }));
    expect(await screen.findByText(/Os avisos estão bloqueados neste navegador/)).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
    expect(fake.subscribe).not.toHaveBeenCalled();
    expect(save).not.toHaveBeenCalled();
  });

  it('saves again a subscription found on opening, and turns it off on the BFF and the device', async () => {
    const fake = fakeBrowser({ permission: 'granted', subscribedWith: KEY });
    const save = vi.fn(async () => undefined);
    const remove = vi.fn(async () => undefined);
    render(
      <DevicePushSetting publicKey={KEY} save={save} remove={remove} browser={fake.browser} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Desativar avisos' }));
    expect(save).toHaveBeenCalledWith({
      endpoint: 'https://push.example.test/send/0',
      keys: { p256dh: 'p256dh0', auth: 'auth0' },
    });
    expect(await screen.findByRole('button', { name: 'Ativar avisos' })).toBeVisible();
    expect(remove).toHaveBeenCalledWith('https://push.example.test/send/0');
    expect(fake.unsubscribed).toEqual(['https://push.example.test/send/0']);
  });

  it('replaces a subscription made with another key (the server changed its keys)', async () => {
    const fake = fakeBrowser({ permission: 'granted', subscribedWith: OTHER_KEY });
    const save = vi.fn(async () => undefined);
    render(
      <DevicePushSetting publicKey={KEY} save={save} remove={vi.fn()} browser={fake.browser} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Ativar avisos' }));
    expect(await screen.findByText('Os avisos estão ativados neste aparelho.')).toBeVisible();
    expect(fake.unsubscribed).toEqual(['https://push.example.test/send/0']);
    expect(save).toHaveBeenCalledTimes(1);
    expect(fake.requestPermission).not.toHaveBeenCalled();
  });

  it('tells a failure to save and stays off', async () => {
    const fake = fakeBrowser({});
    const save = vi.fn(async () => Promise.reject(new Error('503')));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <DevicePushSetting publicKey={KEY} save={save} remove={vi.fn()} browser={fake.browser} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Ativar avisos' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Não foi possível ativar os avisos. Tente novamente.',
    );
    expect(screen.getByRole('button', { name: 'Ativar avisos' })).toBeEnabled();
  });

  it('shows nothing where the server or the device has no push', () => {
    const { container: serverOff } = render(
      <DevicePushSetting
        publicKey={null}
        save={vi.fn()}
        remove={vi.fn()}
        browser={fakeBrowser({}).browser}
      />,
    );
    expect(serverOff).toBeEmptyDOMElement();
    const { container: noPush } = render(
      <DevicePushSetting publicKey={KEY} save={vi.fn()} remove={vi.fn()} browser={null} />,
    );
    expect(noPush).toBeEmptyDOMElement();
  });
});
