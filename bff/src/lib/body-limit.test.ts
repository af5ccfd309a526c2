import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorResponseSchema, MSG } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer, type StaticServer } from '../../../scripts/lib/static-server.mjs';
import {
  filler,
  memoryOf,
  piecesOf,
  resetPeak,
  sendBody,
  startBffProcess,
  type BffProcess,
  type Body,
} from '../test/bff-process';
import { createVerifiedParent, type TestParent } from '../test/test-accounts';
import { createTestApp, fromIp, TEST_ENV, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../test/test-db';
import { createSignedInChild } from '../test/test-users';
import { JSON_BODY_LIMIT, PHOTO_BODY_LIMIT } from './body-limit';
import { ERROR_MESSAGES } from './errors';

/** A body of `bytes` bytes that arrives in 16 KiB pieces without a Content-Length. */
function streamedBody(bytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const size = Math.min(16 * 1024, bytes - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size).fill(0x20));
    },
  });
}

describe('body limits (in-process)', () => {
  let testDb: TestDatabase;
  let app: TestApp;
  let parent: TestParent;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = createTestApp(testDb);
    parent = await createVerifiedParent(app);
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  const post = (
    path: string,
    body: string | ReadableStream<Uint8Array>,
    headers: Record<string, string> = {},
  ) =>
    app.request(
      path,
      {
        method: 'POST',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', ...headers },
        body,
        duplex: 'half',
      } as RequestInit,
      fromIp(),
    );

  it.each([
    ['a signed-in JSON route', '/api/tasks'],
    ['a public route', '/api/accounts/parent-sign-up'],
    ["better-auth's sign-in", '/api/auth/sign-in/email'],
    ["better-auth's sign-up", '/api/auth/sign-up/email'],
    ['an unknown route', '/api/nothing-here'],
  ])('%s: one byte over 64 KiB is a 413 in pt-BR', async (_what, path) => {
    const res = await post(path, streamedBody(JSON_BODY_LIMIT + 1), { cookie: parent.cookie });
    expect(res.status).toBe(413);
    expect(ErrorResponseSchema.parse(await res.json())).toMatchObject({
      code: 'payload_too_large',
      message: ERROR_MESSAGES.payloadTooLarge,
    });
  });

  it('64 KiB exactly is read (and then judged by the route)', async () => {
    // Spaces are valid JSON whitespace around the object.
    const json = JSON.stringify({ title: '' });
    const padded = json + ' '.repeat(JSON_BODY_LIMIT - json.length);
    const res = await post('/api/tasks', padded, { cookie: parent.cookie });
    expect(res.status).toBe(400);
    expect((await res.json()) as unknown).toMatchObject({ code: 'validation_error' });
  });

  it('the completion photo route allows 5 MB and refuses more with the photo message', async () => {
    const res = await post('/api/tasks/any/complete', streamedBody(PHOTO_BODY_LIMIT + 1), {
      'content-type': 'multipart/form-data; boundary=x',
    });
    expect(res.status).toBe(413);
    expect(ErrorResponseSchema.parse(await res.json())).toMatchObject({
      code: 'PHOTO_TOO_LARGE',
      message: MSG.task.photoTooLarge,
    });
    // Under its limit the body passes on to the route (which wants a signed-in child).
    const under = await post('/api/tasks/any/complete', streamedBody(JSON_BODY_LIMIT * 2), {
      'content-type': 'multipart/form-data; boundary=x',
    });
    expect(under.status).toBe(401);
  });

  it('the same completion as JSON (no photo) gets the 64 KiB of every JSON body', async () => {
    const variants: Record<string, string>[] = [
      {},
      { 'content-length': String(JSON_BODY_LIMIT + 1) },
      { 'content-type': 'text/plain' },
    ];
    for (const headers of variants) {
      const res = await post(
        '/api/tasks/any/complete',
        JSON.stringify({ notes: 'a'.repeat(JSON_BODY_LIMIT) }),
        headers,
      );
      expect(res.status, JSON.stringify(headers)).toBe(413);
      expect(ErrorResponseSchema.parse(await res.json())).toMatchObject({
        code: 'payload_too_large',
        message: ERROR_MESSAGES.payloadTooLarge,
      });
    }
  });

  it("better-auth's routes take JSON only (415 in pt-BR), but a provider's callback may post a form", async () => {
    const form = await post('/api/auth/sign-up/email', 'email=a%40b.com&password=x', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
    expect(ErrorResponseSchema.parse(await form.json())).toMatchObject({
      code: 'unsupported_media_type',
      message: ERROR_MESSAGES.unsupportedMediaType,
    });
    const callback = await post('/api/auth/callback/apple', 'state=x&code=y', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(callback.status).not.toBe(415);
    expect(callback.status).toBeLessThan(500);
  });

  it("a bodiless sign-out is not a 415, even when a proxy forwards its empty body chunked; better-auth's 404s are the BFF's JSON", async () => {
    const empty = new ReadableStream<Uint8Array>({ start: (controller) => controller.close() });
    const signOut = await post('/api/auth/sign-out', empty, { 'content-type': '' });
    expect(signOut.status).not.toBe(415);
    expect(signOut.status).toBeLessThan(500);
    const text = await post('/api/auth/sign-out', 'x', { 'content-type': '' });
    expect(text.status).toBe(415);
    for (const path of ['/api/auth/sign-up/email', '/api/auth/no-such-thing']) {
      const res = await post(path, '{}');
      expect(res.status, path).toBe(404);
      expect(ErrorResponseSchema.parse(await res.json())).toMatchObject({
        code: 'not_found',
        message: ERROR_MESSAGES.notFound,
      });
    }
  });
});

/** How many bodies of each kind, and how big (issue 9, must-show 2). */
const PARALLEL = 8;
const BODY_BYTES = 100 * 1024 * 1024;
/** The ceiling the issue sets for the BFF's resident memory under this flood. */
const RSS_CEILING_MB = 300;

/** Issue 37, must-show 5: how many over-limit bodies go each way, and how fast they are sent. */
const OVER_LIMIT_BODIES = 50;
/** A phone's uplink (16 Mbit/s): each body takes a second or more to send; the others go at loopback speed. */
const UPLINK_BYTES_PER_SECOND = 2 * 1024 * 1024;

/** One kind of over-limit body of must-show 5, and the error it must be answered with. */
interface OverLimitBody {
  label: string;
  path: string;
  body: Body;
  chunked: boolean;
  /** Paced like a phone's uplink, or as fast as loopback goes. */
  bytesPerSecond?: number;
  headers: Record<string, string>;
  expected: { code: string; message: string };
}

/** A bulk approval of 70,000 submissions (2.7 MB of JSON, the 64 KiB limit many times over). */
function bulkApproval(): Body {
  const json = Buffer.from(
    JSON.stringify({ submissionIds: Array.from({ length: 70_000 }, () => randomUUID()) }),
  );
  return { bytes: json.length, pieces: () => piecesOf(json) };
}

/** A completion with a 6 MB photo, 1 MB over the photo limit, as the browser's FormData sends it. */
function photoCompletion(boundary: string): Body {
  const head = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="photo"; filename="foto.jpg"\r\n` +
      'content-type: image/jpeg\r\n\r\n',
  );
  const photoBytes = PHOTO_BODY_LIMIT + 1024 * 1024;
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    bytes: head.length + photoBytes + tail.length,
    pieces: function* () {
      yield head;
      yield* filler(photoBytes);
      yield tail;
    },
  };
}

describe.skipIf(!postgresAvailable)('oversized bodies against the real BFF process', () => {
  let testDb: TestDatabase;
  let app: TestApp;
  let parent: TestParent;
  let child: { cookie: string };
  let bff: BffProcess;
  let portal: StaticServer;
  let dataDir: string;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = createTestApp(testDb);
    // The session cookie is a row in this database, signed with this secret: the process
    // below accepts it.
    parent = await createVerifiedParent(app);
    child = await createSignedInChild(app, parent.familyId, { username: `foto${Date.now()}` });
    dataDir = mkdtempSync(join(tmpdir(), 'mesadinha-body-limit-'));
    bff = await startBffProcess({
      NODE_ENV: 'test',
      DATABASE_URL: testDb.url!,
      DATABASE_OWNER_URL: testDb.ownerUrl!,
      DATA_DIR: dataDir,
      BETTER_AUTH_SECRET: TEST_ENV.BETTER_AUTH_SECRET,
      PUBLIC_APP_URL: TEST_ORIGIN,
    });
    // The portal's static server with its `/api` proxy, as `npm start` and e2e run it.
    portal = await startStaticServer({ root: dataDir, port: 0, apiTarget: bff.url });
  }, 120_000);
  afterAll(async () => {
    await portal?.close();
    await bff?.stop();
    await testDb?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it(`${PARALLEL} parallel 100 MB bodies to a public and a signed-in route, with Content-Length and chunked: all 413, RSS under ${RSS_CEILING_MB} MB, still serving`, async () => {
    const startup = memoryOf(bff.pid);
    // From here VmHWM is the peak of the flood, not of the start-up (tsx compiling, migrations).
    resetPeak(bff.pid);
    const before = memoryOf(bff.pid);
    let highest = before.rssMb;
    const sampler = setInterval(() => {
      try {
        highest = Math.max(highest, memoryOf(bff.pid).rssMb);
      } catch {
        // The process is gone: the assertions below say why.
      }
    }, 20);
    const targets: { route: string; headers: Record<string, string> }[] = [
      { route: '/api/auth/sign-in/email', headers: { origin: TEST_ORIGIN } },
      { route: '/api/tasks', headers: { origin: TEST_ORIGIN, cookie: parent.cookie } },
    ];
    const sends = [false, true].flatMap((chunked) =>
      targets.flatMap(({ route, headers }) =>
        Array.from({ length: PARALLEL }, () =>
          sendBody(
            bff.url,
            route,
            { bytes: BODY_BYTES, pieces: () => filler(BODY_BYTES) },
            { chunked, headers, untilAnswered: true },
          ).then((answer) => ({ route, chunked, ...answer })),
        ),
      ),
    );
    const answers = await Promise.all(sends).finally(() => clearInterval(sampler));
    const after = memoryOf(bff.pid);
    const written = answers.reduce((sum, answer) => sum + answer.bytesWritten, 0);
    console.log(
      `[body-limit] ${answers.length} bodies of 100 MB (${PARALLEL} per route × 2 routes × Content-Length/chunked): ` +
        `BFF peak at start-up ${startup.peakMb.toFixed(1)} MB; VmRSS before ${before.rssMb.toFixed(1)} MB, highest sampled ${highest.toFixed(1)} MB, ` +
        `after ${after.rssMb.toFixed(1)} MB, VmHWM (peak during the flood) ${after.peakMb.toFixed(1)} MB; ` +
        `the clients wrote ${(written / 1024 / 1024).toFixed(1)} MB in all before the 413s`,
    );

    for (const answer of answers) {
      expect(answer.status, `${answer.route} chunked=${answer.chunked}: ${answer.body}`).toBe(413);
      expect(ErrorResponseSchema.parse(JSON.parse(answer.body))).toMatchObject({
        code: 'payload_too_large',
        message: ERROR_MESSAGES.payloadTooLarge,
      });
      // Answered before the body ended: the BFF never read it to the end.
      expect(answer.bytesWritten).toBeLessThan(BODY_BYTES);
    }
    expect(after.peakMb).toBeLessThan(RSS_CEILING_MB);

    const health = await fetch(`${bff.url}/api/health`);
    expect(health.status).toBe(200);
    const tasks = await fetch(`${bff.url}/api/tasks`, { headers: { cookie: parent.cookie } });
    expect(tasks.status).toBe(200);
  }, 180_000);

  // Issue 37, must-show 5: the BFF answered 413 and closed while the client was still sending,
  // so a client saw a reset instead of the message, and the portal's proxy a 502.
  it.each([
    ['straight to the BFF', () => bff.url],
    ["through the portal's /api proxy", () => portal.url],
  ])(
    `${OVER_LIMIT_BODIES} over-limit bodies (bulk approvals of 70,000 ids and 6 MB photos, Content-Length and chunked) sent to their end %s: every one a 413 with its pt-BR message, no 502, no reset`,
    async (way, base) => {
      const approval = bulkApproval();
      const boundary = `----mesadinha${randomUUID()}`;
      const photo = photoCompletion(boundary);
      const kinds: OverLimitBody[] = [false, true].flatMap((chunked) => {
        const framing = chunked ? 'chunked' : 'Content-Length';
        return [UPLINK_BYTES_PER_SECOND, undefined].flatMap((bytesPerSecond): OverLimitBody[] => {
          const speed = bytesPerSecond ? 'a phone' : 'loopback';
          return [
            {
              label: `bulk approval (${framing}, ${speed})`,
              path: '/api/submissions/bulk-approve',
              body: approval,
              chunked,
              bytesPerSecond,
              headers: { origin: TEST_ORIGIN, cookie: parent.cookie },
              expected: { code: 'payload_too_large', message: ERROR_MESSAGES.payloadTooLarge },
            },
            {
              label: `photo (${framing}, ${speed})`,
              path: `/api/tasks/${randomUUID()}/complete`,
              body: photo,
              chunked,
              bytesPerSecond,
              headers: {
                origin: TEST_ORIGIN,
                cookie: child.cookie,
                'content-type': `multipart/form-data; boundary=${boundary}`,
                'idempotency-key': randomUUID(),
              },
              expected: { code: 'PHOTO_TOO_LARGE', message: MSG.task.photoTooLarge },
            },
          ];
        });
      });
      const sends = Array.from({ length: OVER_LIMIT_BODIES }, (_, index) => {
        const shape = kinds[index % kinds.length]!;
        // Every other round asks for the connection to close after the answer (as Node's
        // http.request without an agent does): the server must still read the body first.
        const close = Math.floor(index / kinds.length) % 2 === 1;
        const kind = { ...shape, label: close ? `${shape.label}, Connection: close` : shape.label };
        return sendBody(base(), kind.path, kind.body, {
          chunked: kind.chunked,
          headers: { ...kind.headers, ...(close ? { connection: 'close' } : {}) },
          bytesPerSecond: kind.bytesPerSecond,
        }).then((answer) => ({ kind, ...answer }));
      });
      const answers = await Promise.all(sends);
      const outcomes = new Map<string, number>();
      for (const { kind, status, error, wroteAll } of answers) {
        const cut = wroteAll ? '' : ', upload cut off';
        const outcome = `${kind.label}: ${status || 'no answer'}${cut}${error ? `, ${error}` : ''}`;
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      }
      console.log(`[body-limit] ${way}: ${JSON.stringify(Object.fromEntries(outcomes))}`);

      for (const { kind, ...answer } of answers) {
        const what = `${kind.label}: ${JSON.stringify({ ...answer, body: answer.body.slice(0, 200) })}`;
        expect(answer.status, what).toBe(413);
        expect(ErrorResponseSchema.parse(JSON.parse(answer.body)), what).toMatchObject(
          kind.expected,
        );
        // Read to its end: the client finished its upload and its connection ended cleanly.
        expect(answer.error, what).toBeUndefined();
        expect(answer.wroteAll, what).toBe(true);
      }
    },
    120_000,
  );
});
