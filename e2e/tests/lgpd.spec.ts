import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import {
  createChild,
  createConfirmedParent,
  DEMO_PARENT,
  ORIGIN_HEADERS,
  signInParent,
  uniqueSuffix,
} from '../support/api';
import { E2E_DATA_DIR_VAR } from '../support/bff';
import { SHELL_URL } from '../support/ports';
import { saveScreenshot } from '../support/screenshots';

/*
 * Issue 12, must-show 3 (LGPD): a family exports everything the portal keeps about it as one
 * JSON download (tasks, ledger, the proof photo), then deletes its account with the parent's
 * password: nobody of it can sign in again, its photo files are gone from the BFF's disk, and
 * the demo family is untouched. Export and deletion go through the buttons of the settings'
 * privacy tab; the export is a real browser download.
 */

const PHOTO = readFileSync(new URL('../fixtures/task-photo.jpg', import.meta.url));

/** Every file under the BFF's photo folder, relative to its data folder. */
function photoFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'photos');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dataDir, path.join(entry.parentPath, entry.name)));
}

test('a family exports its data, then erases itself; the demo family stays', async ({ page }) => {
  const dataDir = process.env[E2E_DATA_DIR_VAR];
  expect(dataDir, 'global setup shares the BFF data folder').toBeTruthy();
  const photosBefore = photoFiles(dataDir!);

  // A fresh family: a parent with a password, a child with a PIN, a photo task.
  const parent = await createConfirmedParent(page.request, {
    fullName: 'Marina Lopes',
    familyName: 'Família Lopes',
  });
  await signInParent(page.request, parent);
  const pin = '246813';
  const child = await createChild(page.request, {
    name: 'Lia',
    username: `lia.${uniqueSuffix()}`,
    age: 10,
    email: `lia.${uniqueSuffix()}@example.com`,
    weeklyLimit: 2000,
    pin,
  });
  const created = await page.request.post('/api/tasks', {
    headers: ORIGIN_HEADERS,
    data: {
      title: 'Regar as plantas',
      value: '4,00',
      category: 'Outro',
      assignedChildren: [child.id],
      requiresPhoto: true,
      requiresApproval: false,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const task = (await created.json()) as { id: string };

  // The child, on its own device, does the task with a photo: R$ 4,00 at once.
  const childDevice = await playwrightRequest.newContext({ baseURL: SHELL_URL });
  try {
    const signedIn = await childDevice.post('/api/child-auth/sign-in', {
      headers: ORIGIN_HEADERS,
      data: { username: child.username, pin },
    });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    const done = await childDevice.post(`/api/tasks/${task.id}/complete`, {
      headers: { ...ORIGIN_HEADERS, 'idempotency-key': crypto.randomUUID() },
      multipart: { photo: { name: 'plantas.jpg', mimeType: 'image/jpeg', buffer: PHOTO } },
    });
    expect(done.status(), await done.text()).toBe(200);
  } finally {
    await childDevice.dispose();
  }
  const familyPhotos = photoFiles(dataDir!).filter((file) => !photosBefore.includes(file));
  expect(familyPhotos, 'the proof photo is on disk').toHaveLength(1);
  const photoOnDisk = readFileSync(path.join(dataDir!, familyPhotos[0]!));

  // Export: 'Exportar meus dados' in the privacy tab of the settings, a real download.
  await page.goto('/parent/settings?tab=privacy');
  const exportButton = page.getByRole('button', { name: 'Exportar meus dados' });
  await expect(exportButton).toBeEnabled();
  const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
  expect(download.suggestedFilename()).toMatch(/^mesadinha-dados-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
    family: { id: string; name: string };
    children: { id: string; username: string; consentVersion: string | null }[];
    tasks: { title: string }[];
    ledger: { childId: string; type: string; amountCents: number }[];
    photos: { dataUrl: string | null }[];
  };
  expect(exported.family.name).toBe('Família Lopes');
  expect(exported.children.map((row) => row.username)).toEqual([child.username]);
  expect(exported.children[0]!.consentVersion).toBeTruthy();
  expect(exported.tasks.map((row) => row.title)).toEqual(['Regar as plantas']);
  expect(exported.ledger).toEqual([
    expect.objectContaining({ childId: child.id, type: 'task_reward', amountCents: 400 }),
  ]);
  expect(exported.photos).toHaveLength(1);
  const dataUrl = exported.photos[0]!.dataUrl!;
  expect(dataUrl.startsWith('data:image/jpeg;base64,')).toBe(true);
  expect(Buffer.from(dataUrl.split(',')[1]!, 'base64').equals(photoOnDisk)).toBe(true);
  expect(JSON.stringify(exported)).not.toMatch(/pinHash|password|token/i);
  await saveScreenshot(page, 'lgpd-1-before-deletion');

  // Deletion: 'Excluir conta' asks for the password; a wrong one changes nothing, the right
  // one erases the family and leaves the parent signed out on the welcome page.
  await page.getByRole('button', { name: 'Excluir conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir a conta da família?' });
  await dialog.getByLabel('Digite sua senha para confirmar').fill('nao-e-a-senha');
  await dialog.getByRole('button', { name: 'Excluir conta para sempre' }).click();
  await expect(dialog.getByText('Senha incorreta.')).toBeVisible();
  expect(existsSync(path.join(dataDir!, familyPhotos[0]!))).toBe(true);
  await saveScreenshot(page, 'lgpd-1b-delete-dialog');

  await dialog.getByLabel('Digite sua senha para confirmar').fill(parent.password);
  await dialog.getByRole('button', { name: 'Excluir conta para sempre' }).click();
  await expect(page).toHaveURL(`${SHELL_URL}/`);
  await expect(page.getByText('Conta excluída. Sentiremos sua falta!')).toBeVisible();
  expect((await page.request.get('/api/me')).status(), 'the session cookie is gone').toBe(401);

  // Nobody of the family gets in again, and the photo file is gone from the disk.
  const parentAgain = await page.request.post('/api/auth/sign-in/email', {
    headers: ORIGIN_HEADERS,
    data: { email: parent.email, password: parent.password },
  });
  expect(parentAgain.status()).toBe(401);
  const childAgain = await page.request.post('/api/child-auth/sign-in', {
    headers: ORIGIN_HEADERS,
    data: { username: child.username, pin },
  });
  expect(childAgain.status()).toBe(401);
  expect(existsSync(path.join(dataDir!, familyPhotos[0]!))).toBe(false);
  await page.goto('/parent/login');
  await saveScreenshot(page, 'lgpd-2-after-deletion');

  // The demo family is untouched: its parent signs in and finds both children, and every
  // photo file that existed before is still there.
  const demo = await playwrightRequest.newContext({ baseURL: SHELL_URL });
  try {
    await signInParent(demo, DEMO_PARENT);
    const list = await demo.get('/api/children');
    expect(list.status()).toBe(200);
    const { children } = (await list.json()) as { children: { username: string }[] };
    expect(children.map((row) => row.username).sort()).toEqual(['ana', 'bruno']);
    const tasks = await demo.get('/api/tasks');
    expect(((await tasks.json()) as { tasks: unknown[] }).tasks.length).toBeGreaterThan(0);
  } finally {
    await demo.dispose();
  }
  for (const file of photosBefore) expect(existsSync(path.join(dataDir!, file))).toBe(true);
});
