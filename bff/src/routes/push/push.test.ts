import { isChildQuietHour } from '@portal/domain';
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { PushMessageSchema } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { decrypt } from 'http_ece';
import pino from 'pino';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications, pushSubscriptions } from '../../db/schema';
import { createPush } from '../../lib/push/push';
import {
  approveAs,
  completeAs,
  createTaskAs,
  taskBody,
  uniqueUsername,
} from '../../test/task-flow';
import { createVerifiedParent } from '../../test/test-accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { createSignedInChild } from '../../test/test-users';
import { call } from '../children/children.test-support';
import { pushDelivered } from '../notifications/notifications.service';
import { isAllowedPushEndpoint } from './push.service';

/** A push service on this machine: it keeps what it is sent, or answers `status` for a path. */
interface LocalPushService {
  url: string;
  received: {
    path: string;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }[];
  gone: Set<string>;
  close(): Promise<void>;
}

/** A self-signed certificate for 127.0.0.1 (push services are https; web-push speaks only that). */
function localCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'push-cert-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:P-256',
        '-nodes',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(path.join(dir, 'key.pem')),
      cert: readFileSync(path.join(dir, 'cert.pem')),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function startPushService(tls: { key: Buffer; cert: Buffer }): Promise<LocalPushService> {
  const received: LocalPushService['received'] = [];
  const gone = new Set<string>();
  const server: Server = createServer(tls, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '';
      if (gone.has(path)) {
        res.writeHead(410).end();
        return;
      }
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    received,
    gone,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A browser's side of a subscription: its P-256 key pair and auth secret (RFC 8291). */
function browserKeys(): { ecdh: ECDH; keys: { p256dh: string; auth: string } } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    ecdh,
    keys: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  };
}

const silent = pino({ level: process.env.DEBUG_PUSH ? 'debug' : 'silent' });

describe('Web Push (issue 39 item 6)', () => {
  let testDb: TestDatabase;
  let app: TestApp;
  let service: LocalPushService;
  const vapid = webpush.generateVAPIDKeys();
  const tls = localCertificate();
  const push = createPush(vapid, undefined, new Agent({ ca: tls.cert }));

  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = createTestApp(testDb, { push });
    service = await startPushService(tls);
  });
  afterAll(async () => {
    await service.close();
    await testDb.destroy();
  });

  const subscribeDevice = async (cookie: string, path: string) => {
    const device = browserKeys();
    const res = await call(app, 'PUT', '/api/push/subscription', {
      cookie,
      body: { endpoint: `${service.url}${path}`, keys: device.keys },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return device;
  };
  const pushNow = () => pushDelivered(testDb.db, push, silent, new Date(Date.now() + 1000));

  it("pushes the parent's message to its device, encrypted so only that device reads it", async () => {
    const parent = await createVerifiedParent(app);
    const child = await createSignedInChild(app, parent.familyId, {
      username: uniqueUsername('push'),
      name: 'Lia',
    });
    const config = await call(app, 'GET', '/api/push/config', { cookie: parent.cookie });
    expect(await config.json()).toEqual({ publicKey: vapid.publicKey });
    const phone = await subscribeDevice(parent.cookie, '/parent-phone');
    const childPhone = await subscribeDevice(child.cookie, '/child-phone');

    const task = await createTaskAs(app, parent.cookie, taskBody([child.childId]));
    const done = await completeAs(app, child.cookie, task.id);
    const { submission } = (await done.json()) as { submission: { id: string } };
    expect((await approveAs(app, parent.cookie, submission.id)).status).toBe(200);
    await vi.waitFor(async () => {
      const rows = await testDb.db
        .select()
        .from(notifications)
        .where(eq(notifications.familyId, parent.familyId));
      expect(rows.some((row) => row.audience === 'parent')).toBe(true);
    });

    await pushNow();
    const delivered = service.received.filter((message) => message.path === '/parent-phone');
    expect(delivered).toHaveLength(1);
    const [message] = delivered;
    expect(message!.headers['content-encoding']).toBe('aes128gcm');
    expect(String(message!.headers.authorization)).toContain(`k=${vapid.publicKey}`);
    const plain = decrypt(message!.body, {
      version: 'aes128gcm',
      privateKey: phone.ecdh,
      authSecret: phone.keys.auth,
    });
    expect(PushMessageSchema.parse(JSON.parse(plain.toString('utf8')))).toMatchObject({
      title: 'Nova conquista!',
      body: 'Lia desbloqueou a conquista “Primeira Tarefa”.',
      url: '/parent/dashboard',
    });
    // Another key pair cannot read it; the child's device got none of the parent's messages.
    expect(() =>
      decrypt(message!.body, {
        version: 'aes128gcm',
        privateKey: childPhone.ecdh,
        authSecret: childPhone.keys.auth,
      }),
    ).toThrow();
    // The child's device got only the child's own word of the approval (issue 41).
    const toChild = service.received.filter((m) => m.path === '/child-phone');
    expect(
      toChild.map(
        (m) =>
          PushMessageSchema.parse(
            JSON.parse(
              decrypt(m.body, {
                version: 'aes128gcm',
                privateKey: childPhone.ecdh,
                authSecret: childPhone.keys.auth,
              }).toString('utf8'),
            ),
          ).title,
      ),
    ).toEqual(isChildQuietHour(new Date()) ? [] : ['+R$ 5,00 aprovado']);

    // Pushed once.
    await pushNow();
    expect(service.received.filter((m) => m.path === '/parent-phone')).toHaveLength(1);
  });

  it('forgets a device the push service says is gone, and one whose session signed out', async () => {
    const parent = await createVerifiedParent(app);
    const child = await createSignedInChild(app, parent.familyId, {
      username: uniqueUsername('push'),
    });
    await subscribeDevice(parent.cookie, '/old-phone');
    service.gone.add('/old-phone');
    const task = await createTaskAs(app, parent.cookie, taskBody([child.childId]));
    const done = await completeAs(app, child.cookie, task.id);
    const { submission } = (await done.json()) as { submission: { id: string } };
    await approveAs(app, parent.cookie, submission.id);
    await vi.waitFor(async () => {
      const rows = await testDb.db
        .select()
        .from(notifications)
        .where(eq(notifications.familyId, parent.familyId));
      expect(rows.length).toBeGreaterThan(0);
    });
    await pushNow();
    const left = await testDb.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.familyId, parent.familyId));
    expect(left).toEqual([]);

    await subscribeDevice(child.cookie, '/tablet');
    const out = await call(app, 'POST', '/api/auth/sign-out', { cookie: child.cookie, body: {} });
    expect(out.status).toBe(200);
    const afterSignOut = await testDb.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.familyId, parent.familyId));
    expect(afterSignOut).toEqual([]);
  });

  it('refuses endpoints the server may not call, and answers 409 when push is off', async () => {
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', true)).toBe(true);
    expect(isAllowedPushEndpoint('http://fcm.googleapis.com/fcm/send/abc', true)).toBe(false);
    expect(isAllowedPushEndpoint('https://127.0.0.1/x', true)).toBe(false);
    expect(isAllowedPushEndpoint('https://10.0.0.8/x', true)).toBe(false);
    expect(isAllowedPushEndpoint('https://[::1]/x', true)).toBe(false);
    expect(isAllowedPushEndpoint('https://localhost/x', true)).toBe(false);
    expect(isAllowedPushEndpoint('http://127.0.0.1:9/x', false)).toBe(true);

    const parent = await createVerifiedParent(app);
    const production = createTestApp(testDb, { push, env: { NODE_ENV: 'production' } });
    const refused = await call(production, 'PUT', '/api/push/subscription', {
      cookie: parent.cookie,
      body: { endpoint: `${service.url}/x`, keys: browserKeys().keys },
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Este endereço de notificações não é aceito.',
    );
    const off = createTestApp(testDb);
    const disabled = await call(off, 'PUT', '/api/push/subscription', {
      cookie: parent.cookie,
      body: { endpoint: `${service.url}/x`, keys: browserKeys().keys },
    });
    expect(disabled.status).toBe(409);
    expect(
      await (await call(off, 'GET', '/api/push/config', { cookie: parent.cookie })).json(),
    ).toEqual({ publicKey: null });
  });
});
