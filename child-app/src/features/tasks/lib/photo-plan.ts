import { MAX_PHOTO_BYTES } from '@portal/contracts/photo-limits';

/*
 * How a proof photo is prepared in the browser before it is sent (issue 39 item 5, ADR 069): a
 * 12 MB camera photo becomes a JPEG of a few hundred KB, upright, without its metadata (the
 * canvas re-encoding drops EXIF and GPS). The BFF still checks and re-encodes what it gets.
 */

/** Longest side of a prepared photo, in pixels: enough for a parent to judge the chore. */
export const PHOTO_MAX_SIDE_PX = 1600;

/** JPEG quality of the first encoding. */
export const PHOTO_QUALITY = 0.8;

/**
 * The size a prepared photo aims at (500 KB): above it the library encodes again with a lower
 * quality and smaller sides, at most {@link PHOTO_MAX_ITERATIONS} times.
 */
export const PHOTO_TARGET_BYTES = 500 * 1024;

export const PHOTO_MAX_ITERATIONS = 10;

/** What `browser-image-compression` is asked to do with one photo. */
export interface PhotoPlan {
  maxWidthOrHeight: number;
  initialQuality: number;
  maxSizeMB: number;
  maxIteration: number;
  /** Always JPEG: every browser encodes it (Safari's canvas has no WebP encoder). */
  fileType: 'image/jpeg';
  /** EXIF (GPS, device) is never copied to the result. */
  preserveExif: false;
  /**
   * Off: the library's worker loads the library again from a CDN, which the portal's CSP
   * (`script-src 'self'`) refuses and a phone offline cannot reach. On the page, decoding uses
   * `createImageBitmap` and encoding `OffscreenCanvas`/`toBlob`, both off the main thread where
   * the browser has them.
   */
  useWebWorker: false;
}

/** The plan of every proof photo (the same for all: the decision is size, not source). */
export function photoPlan(): PhotoPlan {
  return {
    maxWidthOrHeight: PHOTO_MAX_SIDE_PX,
    initialQuality: PHOTO_QUALITY,
    maxSizeMB: PHOTO_TARGET_BYTES / (1024 * 1024),
    maxIteration: PHOTO_MAX_ITERATIONS,
    fileType: 'image/jpeg',
    preserveExif: false,
    useWebWorker: false,
  };
}

/** `IMG_0042.HEIC.png` → `IMG_0042.HEIC.jpg`; no name → `foto.jpg`. */
export function preparedPhotoName(original: string): string {
  const base = original.trim().replace(/\.[^./\\]*$/, '');
  return `${base || 'foto'}.jpg`;
}

/**
 * Whether what the library made can be sent: a non-empty JPEG within the BFF's limit. A result
 * over it (a picture the encoder could not shrink) is a failure, never an upload to refuse.
 */
export function isSendablePhoto(result: { size: number; type: string }): boolean {
  return result.size > 0 && result.size <= MAX_PHOTO_BYTES && result.type === 'image/jpeg';
}
