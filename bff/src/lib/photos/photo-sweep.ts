import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { taskSubmissions } from '../../db/schema';

/**
 * A photo file younger than this is never swept: its upload may still be on its way to the
 * transaction that records it (the photo is written before the transaction starts).
 */
export const PHOTO_SWEEP_GRACE_MS = 60 * 60 * 1000;

/** Paths looked up in one query. */
const BATCH = 500;

/** What a sweep did. */
export interface PhotoSweepResult {
  /** Files looked at (photos and leftover temporary files). */
  scanned: number;
  /** Paths removed, relative to the data folder (`photos/…`). */
  removed: string[];
}

/** Every file under `<dataDir>/photos`, as `photos/…` paths with forward slashes. */
async function photoFiles(dataDir: string): Promise<string[]> {
  const root = path.join(dataDir, 'photos');
  let entries;
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dataDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    );
}

/**
 * Removes photo files that no submission row points at (a completion that failed after the
 * photo was written and could not remove it, a crash between the two, a temporary file of an
 * interrupted write, a row removed with its child), but only files older than `graceMs`, so
 * an upload in flight is never swept.
 */
export async function sweepOrphanPhotos(
  db: Db,
  dataDir: string,
  options: { graceMs?: number; now?: Date } = {},
): Promise<PhotoSweepResult> {
  const graceMs = options.graceMs ?? PHOTO_SWEEP_GRACE_MS;
  const cutoff = (options.now ?? new Date()).getTime() - graceMs;
  const files = await photoFiles(dataDir);
  const old: string[] = [];
  for (const file of files) {
    const info = await stat(path.join(dataDir, file)).catch(() => null);
    if (info && info.mtimeMs <= cutoff) old.push(file);
  }
  const removed: string[] = [];
  for (let start = 0; start < old.length; start += BATCH) {
    const batch = old.slice(start, start + BATCH);
    const rows = await db
      .select({ path: taskSubmissions.photoPath })
      .from(taskSubmissions)
      .where(inArray(taskSubmissions.photoPath, batch));
    const referenced = new Set(rows.map((row) => row.path));
    for (const file of batch) {
      if (referenced.has(file)) continue;
      await rm(path.join(dataDir, file), { force: true });
      removed.push(file);
    }
  }
  return { scanned: files.length, removed };
}
