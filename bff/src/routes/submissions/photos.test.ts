import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CompleteTaskResponseSchema,
  ErrorResponseSchema,
  MSG,
  PendingSubmissionListResponseSchema,
} from '@portal/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_SWEEP_GRACE_MS, sweepOrphanPhotos } from '../../lib/photos';
import { createVerifiedParent, type TestParent } from '../../test/test-accounts';
import { createTestApp, fromIp, TEST_ORIGIN, type TestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import {
  completeWithPhotoAs,
  createTaskAs,
  submissionsOfTask,
  taskBody,
  uniqueUsername,
} from '../../test/task-flow';
import { createSignedInChild } from '../../test/test-users';
import { call } from '../children/children.test-support';

/** The e2e fixture: a phone-like JPEG that carries a GPS position in its EXIF. */
const PHOTO_WITH_GPS = new Uint8Array(
  readFileSync(new URL('../../../../e2e/fixtures/task-photo.jpg', import.meta.url)),
);

/** Every file under `dir`, recursively (to prove a refused upload stored nothing). */
function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

describe('photo proof: upload on completion, re-encoding, family-only serving', () => {
  let testDb: TestDatabase;
  let app: TestApp;
  let dataDir: string;
  let parent: TestParent;
  let otherParent: TestParent;
  let kid: { childId: string; cookie: string };
  let sibling: { childId: string; cookie: string };

  beforeAll(async () => {
    testDb = await createTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'mesadinha-photos-'));
    app = createTestApp(testDb, { env: { DATA_DIR: dataDir } });
    parent = await createVerifiedParent(app);
    otherParent = await createVerifiedParent(app);
    kid = await createSignedInChild(app, parent.familyId, { username: uniqueUsername() });
    sibling = await createSignedInChild(app, parent.familyId, { username: uniqueUsername() });
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  async function photoTask() {
    return createTaskAs(
      app,
      parent.cookie,
      taskBody([kid.childId], { title: 'Arrumar a cama', requiresPhoto: true }),
    );
  }

  it('stores a JPEG without its GPS EXIF and serves it only to the family', async () => {
    const before = await sharp(PHOTO_WITH_GPS).metadata();
    expect(before.exif).toBeDefined();

    const task = await photoTask();
    const res = await completeWithPhotoAs(app, kid.cookie, task.id, {
      bytes: PHOTO_WITH_GPS,
      type: 'image/jpeg',
      name: 'IMG_0001.jpg',
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const done = CompleteTaskResponseSchema.parse(await res.json());
    const photoUrl = done.submission.photoUrl!;
    expect(photoUrl).toBe(`/api/submissions/${done.submission.id}/photo`);

    const queue = PendingSubmissionListResponseSchema.parse(
      await (await call(app, 'GET', '/api/submissions/pending', { cookie: parent.cookie })).json(),
    );
    expect(queue.submissions.find((s) => s.id === done.submission.id)?.photoUrl).toBe(photoUrl);

    const served = await call(app, 'GET', photoUrl, { cookie: parent.cookie });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await served.arrayBuffer());
    const after = await sharp(bytes).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('GPS'))).toBe(false);

    // The child who sent it may see it; a sibling and another family may not.
    expect((await call(app, 'GET', photoUrl, { cookie: kid.cookie })).status).toBe(200);
    expect((await call(app, 'GET', photoUrl, { cookie: sibling.cookie })).status).toBe(404);
    expect((await call(app, 'GET', photoUrl, { cookie: otherParent.cookie })).status).toBe(404);
    expect((await call(app, 'GET', photoUrl)).status).toBe(401);
    // The stored name is the server's, not the client's.
    expect(filesUnder(dataDir).some((file) => file.includes('IMG_0001'))).toBe(false);
  });

  it('reads the multipart media type whatever its case: the photo is kept, never skipped', async () => {
    // The sibling's: this file's other tests use the kid's five completions of the day.
    const task = await createTaskAs(
      app,
      parent.cookie,
      taskBody([sibling.childId], { title: 'Varrer', requiresPhoto: true }),
    );
    const form = new FormData();
    form.set('photo', new File([PHOTO_WITH_GPS], 'foto.jpg', { type: 'image/jpeg' }));
    form.set('notes', 'Pronto');
    const encoded = new Response(form);
    const type = encoded.headers
      .get('content-type')!
      .replace('multipart/form-data', 'Multipart/Form-Data');
    const res = await app.request(
      `/api/tasks/${task.id}/complete`,
      {
        method: 'POST',
        headers: { origin: TEST_ORIGIN, cookie: sibling.cookie, 'content-type': type },
        body: await encoded.arrayBuffer(),
      },
      fromIp(),
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const done = CompleteTaskResponseSchema.parse(await res.json());
    expect(done.submission.photoUrl).toBe(`/api/submissions/${done.submission.id}/photo`);
    expect(done.submission.notes).toBe('Pronto');
  });

  it('accepts PNG and WebP by their content', async () => {
    for (const format of ['png', 'webp'] as const) {
      const canvas = sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } });
      const bytes = await (format === 'png' ? canvas.png() : canvas.webp()).toBuffer();
      const task = await photoTask();
      const res = await completeWithPhotoAs(app, kid.cookie, task.id, {
        bytes: new Uint8Array(bytes),
        type: 'application/octet-stream',
        name: 'foto',
      });
      expect(res.status, format).toBe(200);
    }
  });

  describe('refuses, with a pt-BR message, and stores nothing', () => {
    const cases: {
      name: string;
      make: () => Promise<Uint8Array>;
      type: string;
      status: number;
      message: string;
    }[] = [
      {
        name: 'a text file',
        make: async () => new TextEncoder().encode('isto não é uma foto'),
        type: 'text/plain',
        status: 415,
        message: MSG.task.photoInvalidType,
      },
      {
        name: 'a text file that claims to be a JPEG',
        make: async () => new TextEncoder().encode('<svg onload="alert(1)"></svg>'),
        type: 'image/jpeg',
        status: 415,
        message: MSG.task.photoInvalidType,
      },
      {
        name: 'a PNG header followed by garbage',
        make: async () =>
          new Uint8Array([
            0x89,
            0x50,
            0x4e,
            0x47,
            0x0d,
            0x0a,
            0x1a,
            0x0a,
            ...new Array(200).fill(7),
          ]),
        type: 'image/png',
        status: 400,
        message: MSG.task.photoUnreadable,
      },
      {
        name: 'a photo over 5 MB',
        make: async () => {
          const big = new Uint8Array(5 * 1024 * 1024 + 10);
          big.set(PHOTO_WITH_GPS);
          return big;
        },
        type: 'image/jpeg',
        status: 413,
        message: MSG.task.photoTooLarge,
      },
    ];

    for (const refused of cases) {
      it(refused.name, async () => {
        const filesBefore = filesUnder(dataDir).length;
        const task = await photoTask();
        const res = await completeWithPhotoAs(app, kid.cookie, task.id, {
          bytes: await refused.make(),
          type: refused.type,
          name: 'foto.jpg',
        });
        expect(res.status).toBe(refused.status);
        expect(ErrorResponseSchema.parse(await res.json()).message).toBe(refused.message);
        expect(filesUnder(dataDir)).toHaveLength(filesBefore);
        expect(await submissionsOfTask(testDb.db, task.id)).toEqual([]);
      });
    }
  });

  describe('leftover photo files', () => {
    const jpeg = { bytes: PHOTO_WITH_GPS, type: 'image/jpeg', name: 'foto.jpg' };

    it('removes the photo it wrote when the completion then fails, and the copy of a replayed one', async () => {
      // A task of the sibling: the photo is valid (written before the transaction), the
      // completion is refused inside it.
      const notMine = await createTaskAs(
        app,
        parent.cookie,
        taskBody([sibling.childId], { title: 'Lavar a louça', requiresPhoto: true }),
      );
      const filesBefore = filesUnder(dataDir).length;
      const refused = await completeWithPhotoAs(app, kid.cookie, notMine.id, jpeg);
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.status).toBeLessThan(500);
      expect(filesUnder(dataDir)).toHaveLength(filesBefore);
      expect(await submissionsOfTask(testDb.db, notMine.id)).toEqual([]);

      // The same completion sent twice (same Idempotency-Key): one stored photo.
      const task = await photoTask();
      const first = await completeWithPhotoAs(app, kid.cookie, task.id, jpeg, { key: 'k-photo-1' });
      expect(first.status).toBe(200);
      const again = await completeWithPhotoAs(app, kid.cookie, task.id, jpeg, { key: 'k-photo-1' });
      expect(again.status).toBe(200);
      expect(filesUnder(dataDir)).toHaveLength(filesBefore + 1);
    });

    it('sweeps photo files no submission points at, once older than the grace period', async () => {
      const task = await photoTask();
      const done = await completeWithPhotoAs(app, kid.cookie, task.id, jpeg);
      expect(done.status).toBe(200);
      const [submission] = await submissionsOfTask(testDb.db, task.id);
      const kept = submission!.photoPath!;

      const folder = join(dataDir, 'photos', '2020', '01');
      mkdirSync(folder, { recursive: true });
      const orphan = join(folder, 'orfa.jpg');
      const leftoverTemp = join(folder, '.meia.jpg.123.tmp');
      const inFlight = join(folder, 'chegando.jpg');
      for (const file of [orphan, leftoverTemp, inFlight]) writeFileSync(file, 'x');
      const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
      for (const file of [orphan, leftoverTemp, join(dataDir, kept)]) {
        utimesSync(file, twoHoursAgo, twoHoursAgo);
      }

      const result = await sweepOrphanPhotos(testDb.db, dataDir);
      expect(result.removed.sort()).toEqual(
        ['photos/2020/01/.meia.jpg.123.tmp', 'photos/2020/01/orfa.jpg'].sort(),
      );
      expect(existsSync(orphan)).toBe(false);
      expect(existsSync(leftoverTemp)).toBe(false);
      // An upload still on its way (younger than the grace period) and a photo in use stay.
      expect(existsSync(inFlight)).toBe(true);
      expect(existsSync(join(dataDir, kept))).toBe(true);
      const served = await call(app, 'GET', `/api/submissions/${submission!.id}/photo`, {
        cookie: parent.cookie,
      });
      expect(served.status).toBe(200);
      // Past the grace period the forgotten upload goes too.
      const later = await sweepOrphanPhotos(testDb.db, dataDir, {
        now: new Date(Date.now() + 2 * PHOTO_SWEEP_GRACE_MS),
      });
      expect(later.removed).toEqual(['photos/2020/01/chegando.jpg']);
      expect(existsSync(join(dataDir, kept))).toBe(true);
    });

    it('sweeps nothing when there is no photos folder', async () => {
      const empty = mkdtempSync(join(tmpdir(), 'mesadinha-no-photos-'));
      expect(await sweepOrphanPhotos(testDb.db, empty)).toEqual({ scanned: 0, removed: [] });
    });
  });
});
