import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MAX_PHOTO_BYTES, MSG } from '@portal/contracts';
import sharp from 'sharp';
import { ApiError } from '../errors';

/** Image types a proof photo may arrive in, recognised by content (never by name or header). */
export type PhotoInputType = 'image/jpeg' | 'image/png' | 'image/webp';

/** The only type the store writes and serves: every photo is re-encoded to JPEG. */
export const STORED_PHOTO_CONTENT_TYPE = 'image/jpeg';

/**
 * Headers for serving a stored photo (`GET /api/submissions/{id}/photo`, after the family
 * check): always JPEG, never sniffed by the browser, never run as a document, and only cached
 * by the browser of the signed-in user.
 */
export const PHOTO_RESPONSE_HEADERS = {
  'Content-Type': STORED_PHOTO_CONTENT_TYPE,
  'X-Content-Type-Options': 'nosniff',
  'Content-Disposition': 'inline',
  'Content-Security-Policy': "default-src 'none'; sandbox",
  'Cache-Control': 'private, max-age=600',
} as const;

/** Stored photos fit in this box (in pixels); smaller photos are never enlarged. */
export const PHOTO_MAX_DIMENSION = 1600;

/** JPEG quality of the re-encoded photo (mozjpeg). */
export const PHOTO_JPEG_QUALITY = 82;

/**
 * Largest decoded image accepted, in pixels (≈ 50 MP covers 48 MP phone cameras). libvips
 * checks it against the header before decoding, so a small file that claims a huge canvas
 * (a decompression bomb) is refused without allocating the pixels.
 */
export const PHOTO_MAX_INPUT_PIXELS = 50_000_000;

/** Folder under the data folder that holds every photo; stored paths start with it. */
const PHOTOS_FOLDER = 'photos';

/**
 * Encodes at most this many photos at once per store. sharp already runs off the event loop
 * (libuv thread pool, libvips threads inside), so `sharp.concurrency()` is left at its default
 * and not changed here (it is process-wide). The pool is shared with file system and crypto
 * work, and each decode can hold tens of MB, so a burst of uploads queues here instead of
 * filling the pool and the memory.
 */
const MAX_CONCURRENT_ENCODES = 2;

const JPEG_MAGIC = [0xff, 0xd8, 0xff];
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RIFF_MAGIC = [0x52, 0x49, 0x46, 0x46]; // "RIFF", then a 4-byte size
const WEBP_MAGIC = [0x57, 0x45, 0x42, 0x50]; // "WEBP" at offset 8

function hasBytesAt(bytes: Uint8Array, expected: readonly number[], offset = 0): boolean {
  return (
    bytes.length >= offset + expected.length &&
    expected.every((value, i) => bytes[offset + i] === value)
  );
}

/**
 * Recognises JPEG, PNG and WebP by their magic bytes; anything else (HEIC, GIF, SVG, text,
 * an empty file) is null. The declared content type and file name are never consulted.
 */
export function sniffImageType(bytes: Uint8Array): PhotoInputType | null {
  if (hasBytesAt(bytes, JPEG_MAGIC)) return 'image/jpeg';
  if (hasBytesAt(bytes, PNG_MAGIC)) return 'image/png';
  if (hasBytesAt(bytes, RIFF_MAGIC) && hasBytesAt(bytes, WEBP_MAGIC, 8)) return 'image/webp';
  return null;
}

/** pt-BR errors of a rejected photo, with their status and stable code. */
export const PHOTO_ERRORS = {
  tooLarge: () => new ApiError(413, 'PHOTO_TOO_LARGE', MSG.task.photoTooLarge),
  invalidType: () => new ApiError(415, 'PHOTO_INVALID_TYPE', MSG.task.photoInvalidType),
  unreadable: () => new ApiError(400, 'PHOTO_UNREADABLE', MSG.task.photoUnreadable),
} as const;

/**
 * Thrown by `read`/`remove` for a path that is not inside the photos folder. Stored paths come
 * from `save`, so this means tampered data: it is a server error, not a user one.
 */
export class InvalidPhotoPathError extends Error {
  override readonly name = 'InvalidPhotoPathError';
}

export type PhotoStore = {
  /**
   * Checks size and type, re-encodes the photo (orientation applied, at most 1600×1600,
   * JPEG, every metadata block dropped: EXIF, GPS, XMP, ICC, IPTC) and writes it atomically.
   * Returns the path relative to the data folder, e.g. `photos/2025/03/<uuid>.jpg`.
   * Throws an {@link ApiError} (413 PHOTO_TOO_LARGE, 415 PHOTO_INVALID_TYPE, 400
   * PHOTO_UNREADABLE) without writing anything when the photo is refused.
   */
  save(bytes: Uint8Array): Promise<{ path: string }>;
  /** The stored JPEG at a path `save` returned, or null when it no longer exists. */
  read(relativePath: string): Promise<Buffer | null>;
  /** Deletes a stored photo; a missing file is not an error. */
  remove(relativePath: string): Promise<void>;
};

export type PhotoStoreOptions = {
  /** Clock for the `yyyy/mm` folders (UTC). */
  now?: () => Date;
};

/** Re-encodes an upload to a metadata-free JPEG, or throws PHOTO_UNREADABLE. */
async function reencode(bytes: Uint8Array): Promise<Buffer> {
  try {
    return await sharp(bytes, {
      limitInputPixels: PHOTO_MAX_INPUT_PIXELS,
      // Truncated or corrupt data fails; harmless decoder warnings (common in phone JPEGs) pass.
      failOn: 'truncated',
      // An animated WebP keeps only its first frame.
      pages: 1,
    })
      .rotate() // applies the EXIF orientation, whose tag is then dropped with the rest
      .resize(PHOTO_MAX_DIMENSION, PHOTO_MAX_DIMENSION, {
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' }) // JPEG has no alpha: transparent areas turn white
      .jpeg({ quality: PHOTO_JPEG_QUALITY, mozjpeg: true })
      // No withMetadata()/keepExif(): sharp writes no EXIF, XMP, IPTC or ICC by default
      // (colour is converted to sRGB first), which is what strips the GPS position.
      .toBuffer();
  } catch {
    // sharp's message (libvips internals) stays out of the response.
    throw PHOTO_ERRORS.unreadable();
  }
}

/** A tiny FIFO semaphore. */
function createLimiter(max: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    active += 1;
    try {
      return await task();
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  };
}

function isMissingFile(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

/**
 * Proof photos on disk under `<dataDir>/photos/<yyyy>/<mm>/<uuid>.jpg`. `dataDir` is the
 * BFF's data folder (`env.DATA_DIR`).
 */
export function createPhotoStore(dataDir: string, options: PhotoStoreOptions = {}): PhotoStore {
  const now = options.now ?? (() => new Date());
  const root = path.resolve(dataDir);
  const photosRoot = path.join(root, PHOTOS_FOLDER);
  const limit = createLimiter(MAX_CONCURRENT_ENCODES);

  /** Absolute path of a stored photo; refuses anything outside the photos folder. */
  function resolveStored(relativePath: string): string {
    if (
      typeof relativePath !== 'string' ||
      relativePath.includes('\0') ||
      path.isAbsolute(relativePath)
    ) {
      throw new InvalidPhotoPathError('Invalid photo path.');
    }
    const absolute = path.resolve(root, relativePath);
    if (!absolute.startsWith(photosRoot + path.sep)) {
      throw new InvalidPhotoPathError('Invalid photo path.');
    }
    return absolute;
  }

  return {
    async save(bytes) {
      // Cheap checks first, before any decoding.
      if (bytes.byteLength > MAX_PHOTO_BYTES) throw PHOTO_ERRORS.tooLarge();
      if (sniffImageType(bytes) === null) throw PHOTO_ERRORS.invalidType();

      const jpeg = await limit(() => reencode(bytes));

      const date = now();
      const year = String(date.getUTCFullYear());
      const month = String(date.getUTCMonth() + 1).padStart(2, '0');
      const name = `${randomUUID()}.jpg`;
      const folder = path.join(photosRoot, year, month);
      const target = path.join(folder, name);
      // Same folder as the target, so the rename is atomic (same file system); a reader never
      // sees a half-written photo, and a crash leaves only a `.tmp` file behind.
      const temp = path.join(folder, `.${name}.${randomUUID()}.tmp`);

      await mkdir(folder, { recursive: true });
      try {
        await writeFile(temp, jpeg, { flag: 'wx', mode: 0o640 });
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true }).catch(() => {});
        throw error;
      }
      // Forward slashes on every platform: this is what the database stores.
      return { path: path.posix.join(PHOTOS_FOLDER, year, month, name) };
    },

    async read(relativePath) {
      const absolute = resolveStored(relativePath);
      try {
        return await readFile(absolute);
      } catch (error) {
        if (isMissingFile(error)) return null;
        throw error;
      }
    },

    async remove(relativePath) {
      const absolute = resolveStored(relativePath);
      try {
        await unlink(absolute);
      } catch (error) {
        if (isMissingFile(error)) return;
        throw error;
      }
    },
  };
}
