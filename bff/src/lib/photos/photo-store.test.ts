import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_PHOTO_BYTES, MSG } from '@portal/contracts';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import {
  createPhotoStore,
  InvalidPhotoPathError,
  PHOTO_MAX_DIMENSION,
  sniffImageType,
  type PhotoStore,
} from './index';

const GPS_IFD_POINTER_TAG = 0x8825;

/** Whether a raw EXIF block (as `metadata().exif` returns it) has a GPS IFD in IFD0. */
function exifHasGps(exif: Buffer): boolean {
  const tiff = exif.subarray(exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? 6 : 0);
  const little = tiff.subarray(0, 2).toString('latin1') === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  const entries = u16(ifd0);
  for (let i = 0; i < entries; i += 1) {
    if (u16(ifd0 + 2 + i * 12) === GPS_IFD_POINTER_TAG) return true;
  }
  return false;
}

/** A JPEG as a phone writes it: GPS position in EXIF, rotated by the orientation tag. */
async function phoneJpeg(options: { width: number; height: number; orientation?: number }) {
  const { width, height } = options;
  // Left half red, right half blue, so the applied rotation is visible in the pixels.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width / 2}" height="${height}" fill="#ff0000"/>
    <rect x="${width / 2}" width="${width / 2}" height="${height}" fill="#0000ff"/>
  </svg>`;
  let image = sharp(Buffer.from(svg))
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Camera 1' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '23/1 33/1 1/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '46/1 38/1 1/1',
      },
    });
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.toBuffer();
}

/** Every file under `dir`, relative to it (empty when nothing was written). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

async function expectApiError(
  promise: Promise<unknown>,
  expected: { status: number; code: string; message: string },
) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  const apiError = error as ApiError;
  expect({ status: apiError.status, code: apiError.code, message: apiError.message }).toEqual(
    expected,
  );
}

const TOO_LARGE = { status: 413, code: 'PHOTO_TOO_LARGE', message: MSG.task.photoTooLarge };
const INVALID_TYPE = {
  status: 415,
  code: 'PHOTO_INVALID_TYPE',
  message: MSG.task.photoInvalidType,
};
const UNREADABLE = { status: 400, code: 'PHOTO_UNREADABLE', message: MSG.task.photoUnreadable };

describe('sniffImageType', () => {
  it('recognises JPEG, PNG and WebP by their content', async () => {
    const base = sharp({ create: { width: 4, height: 4, channels: 3, background: '#123456' } });
    expect(sniffImageType(await base.clone().jpeg().toBuffer())).toBe('image/jpeg');
    expect(sniffImageType(await base.clone().png().toBuffer())).toBe('image/png');
    expect(sniffImageType(await base.clone().webp().toBuffer())).toBe('image/webp');
  });

  it('refuses everything else, whatever it claims to be', async () => {
    const base = sharp({ create: { width: 4, height: 4, channels: 3, background: '#123456' } });
    expect(sniffImageType(new Uint8Array())).toBeNull();
    expect(sniffImageType(Buffer.from('not a photo, just text named foto.jpg'))).toBeNull();
    expect(sniffImageType(await base.clone().gif().toBuffer())).toBeNull();
    expect(sniffImageType(await base.clone().avif().toBuffer())).toBeNull();
    expect(sniffImageType(Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1'))).toBeNull();
    expect(sniffImageType(Buffer.from('RIFF\x24\0\0\0WAVEfmt ', 'latin1'))).toBeNull();
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    // A prefix of a signature is not enough.
    expect(sniffImageType(Uint8Array.of(0xff, 0xd8))).toBeNull();
  });
});

describe('createPhotoStore', () => {
  let dataDir: string;
  let store: PhotoStore;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'photo-store-'));
    store = createPhotoStore(dataDir, { now: () => new Date('2025-03-15T12:00:00Z') });
  });

  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('strips EXIF (GPS included) and applies the orientation', async () => {
    const upload = await phoneJpeg({ width: 80, height: 40, orientation: 6 });
    const before = await sharp(upload).metadata();
    expect(before.exif).toBeDefined();
    expect(exifHasGps(before.exif!)).toBe(true);
    expect(before.orientation).toBe(6);

    const { path: stored } = await store.save(upload);

    expect(stored).toMatch(/^photos\/2025\/03\/[0-9a-f-]{36}\.jpg$/);
    const bytes = await readFile(path.join(dataDir, stored));
    const after = await sharp(bytes).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    // Orientation 6 means "rotate 90° clockwise to display": 80×40 becomes 40×80 and the red
    // left half ends up on top.
    expect([after.width, after.height]).toEqual([40, 80]);
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const at = (y * info.width + x) * info.channels;
      return [data[at]!, data[at + 1]!, data[at + 2]!];
    };
    const [topR, , topB] = pixel(20, 10);
    const [bottomR, , bottomB] = pixel(20, 70);
    expect(topR).toBeGreaterThan(200);
    expect(topB).toBeLessThan(60);
    expect(bottomB).toBeGreaterThan(200);
    expect(bottomR).toBeLessThan(60);
  });

  it('stores only the re-encoded photo and reads it back', async () => {
    const { path: stored } = await store.save(await phoneJpeg({ width: 64, height: 48 }));

    expect(await filesUnder(dataDir)).toEqual([path.normalize(stored)]);
    const read = await store.read(stored);
    expect(read).toEqual(await readFile(path.join(dataDir, stored)));
  });

  it('gives every photo a new server-made name', async () => {
    const upload = await phoneJpeg({ width: 32, height: 32 });
    const saved = await Promise.all(Array.from({ length: 5 }, () => store.save(upload)));
    const paths = saved.map((result) => result.path);
    expect(new Set(paths).size).toBe(5);
    expect((await filesUnder(dataDir)).sort()).toEqual(paths.map((p) => path.normalize(p)).sort());
  });

  it('shrinks large photos to fit 1600×1600 and never enlarges small ones', async () => {
    const large = await sharp({
      create: { width: 3200, height: 1000, channels: 3, background: '#88aa44' },
    })
      .jpeg()
      .toBuffer();
    const small = await phoneJpeg({ width: 120, height: 90 });

    const largeMeta = await sharp((await store.read((await store.save(large)).path))!).metadata();
    const smallMeta = await sharp((await store.read((await store.save(small)).path))!).metadata();

    expect([largeMeta.width, largeMeta.height]).toEqual([PHOTO_MAX_DIMENSION, 500]);
    expect([smallMeta.width, smallMeta.height]).toEqual([120, 90]);
  });

  it('accepts PNG (transparency turned white) and WebP, stored as JPEG', async () => {
    const png = await sharp({
      create: { width: 50, height: 30, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const webp = await sharp({
      create: { width: 30, height: 50, channels: 3, background: '#336699' },
    })
      .webp()
      .toBuffer();

    const fromPng = (await store.read((await store.save(png)).path))!;
    const fromWebp = (await store.read((await store.save(webp)).path))!;

    const pngMeta = await sharp(fromPng).metadata();
    expect(pngMeta).toMatchObject({ format: 'jpeg', width: 50, height: 30, channels: 3 });
    const { dominant } = await sharp(fromPng).stats();
    expect(Math.min(dominant.r, dominant.g, dominant.b)).toBeGreaterThan(240);
    expect(await sharp(fromWebp).metadata()).toMatchObject({
      format: 'jpeg',
      width: 30,
      height: 50,
    });
  });

  it('refuses a text file named .jpg and writes nothing', async () => {
    const text = Buffer.from('Isto não é uma foto.\n'.repeat(50));
    await expectApiError(store.save(text), INVALID_TYPE);
    expect(await filesUnder(dataDir)).toEqual([]);
  });

  it('refuses a photo over 5 MB before decoding it and writes nothing', async () => {
    const upload = await phoneJpeg({ width: 64, height: 64 });
    const huge = Buffer.concat([upload, Buffer.alloc(MAX_PHOTO_BYTES + 1 - upload.length)]);
    expect(huge.length).toBe(MAX_PHOTO_BYTES + 1);

    await expectApiError(store.save(huge), TOO_LARGE);
    expect(await filesUnder(dataDir)).toEqual([]);
  });

  it('refuses undecodable data behind a valid signature and writes nothing', async () => {
    const pngHeaderThenGarbage = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('garbage that is not a PNG chunk '.repeat(40)),
    ]);
    const noisy = await sharp({
      create: {
        width: 400,
        height: 300,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();
    const truncatedJpeg = noisy.subarray(0, Math.floor(noisy.length * 0.7));

    await expectApiError(store.save(pngHeaderThenGarbage), UNREADABLE);
    await expectApiError(store.save(truncatedJpeg), UNREADABLE);
    expect(await filesUnder(dataDir)).toEqual([]);
  });

  it('refuses a small file that claims a huge canvas (decompression bomb)', async () => {
    const bomb = await sharp({
      create: { width: 8000, height: 8000, channels: 3, background: '#ffffff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(MAX_PHOTO_BYTES);

    await expectApiError(store.save(bomb), UNREADABLE);
    expect(await filesUnder(dataDir)).toEqual([]);
  });

  it('read returns null for a photo that does not exist', async () => {
    expect(await store.read('photos/2025/03/00000000-0000-4000-8000-000000000000.jpg')).toBeNull();
  });

  it('read and remove refuse paths outside the photos folder', async () => {
    await writeFile(path.join(dataDir, 'secret.txt'), 'database password');
    const outside = [
      '../secret.txt',
      'secret.txt',
      'photos/../secret.txt',
      'photos/2025/../../secret.txt',
      '../../../../../../etc/passwd',
      path.join(dataDir, 'secret.txt'),
      '/etc/passwd',
      'photos',
      'photos/',
      'photos/2025/03/x.jpg\0.txt',
    ];
    for (const candidate of outside) {
      await expect(store.read(candidate), candidate).rejects.toBeInstanceOf(InvalidPhotoPathError);
      await expect(store.remove(candidate), candidate).rejects.toBeInstanceOf(
        InvalidPhotoPathError,
      );
    }
    expect(await readFile(path.join(dataDir, 'secret.txt'), 'utf8')).toBe('database password');
  });

  it('remove deletes a photo and ignores one that is already gone', async () => {
    const { path: stored } = await store.save(await phoneJpeg({ width: 16, height: 16 }));

    await store.remove(stored);
    await expect(stat(path.join(dataDir, stored))).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(store.remove(stored)).resolves.toBeUndefined();
    expect(await store.read(stored)).toBeNull();
  });
});
