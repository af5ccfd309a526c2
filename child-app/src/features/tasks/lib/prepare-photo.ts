import type compressImage from 'browser-image-compression';
import { isSendablePhoto, photoPlan, preparedPhotoName } from './photo-plan';

type Compress = typeof compressImage;

/**
 * The library (`browser-image-compression`), fetched on first need; the bundler's chunk loader
 * keeps it once loaded and fetches it again after a failure, so nothing is cached here.
 */
function library(): Promise<Compress> {
  return import(/* webpackChunkName: "idle-photo-compression" */ 'browser-image-compression').then(
    (module) => module.default,
  );
}

/**
 * Fetches the library while the browser is idle, once the child's first screen is done (the
 * child area calls it): a child who goes offline before taking the photo can still have it
 * prepared (without the shell's service worker, a chunk not yet fetched cannot be fetched
 * offline), and no screen's first bytes include it. Never rejects.
 */
export function warmPhotoPreparation(): void {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  const start = () => void library().catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(start, { timeout: 5000 });
  } else {
    window.setTimeout(start, 1000);
  }
}

/**
 * Resizes and re-encodes a proof photo as {@link photoPlan} says. Rejects when the library
 * cannot be fetched, the picture cannot be read, or it does not become a sendable JPEG.
 */
export async function preparePhoto(file: File): Promise<File> {
  const compress = await library();
  const result = await compress(file, photoPlan());
  if (!isSendablePhoto(result)) throw new Error('The prepared photo cannot be sent');
  return new File([result], preparedPhotoName(file.name), {
    type: 'image/jpeg',
    lastModified: file.lastModified,
  });
}
