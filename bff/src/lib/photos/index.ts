export {
  createPhotoStore,
  InvalidPhotoPathError,
  PHOTO_ERRORS,
  PHOTO_JPEG_QUALITY,
  PHOTO_MAX_DIMENSION,
  PHOTO_MAX_INPUT_PIXELS,
  PHOTO_RESPONSE_HEADERS,
  sniffImageType,
  STORED_PHOTO_CONTENT_TYPE,
  type PhotoInputType,
  type PhotoStore,
  type PhotoStoreOptions,
} from './photo-store';

export { PHOTO_SWEEP_GRACE_MS, sweepOrphanPhotos, type PhotoSweepResult } from './photo-sweep';

import { createPhotoStore as create, type PhotoStore as Store } from './photo-store';

const stores = new Map<string, Store>();

/**
 * The process-wide store of a data folder: one per folder, so its limit on photos encoded at
 * once holds across requests.
 */
export function photoStoreFor(dataDir: string): Store {
  let store = stores.get(dataDir);
  if (!store) {
    store = create(dataDir);
    stores.set(dataDir, store);
  }
  return store;
}

/**
 * Deletes erased photos from disk, after the transaction that removed their rows committed
 * (ADR 027). A file that cannot be removed is logged and left to the periodic sweep, which
 * removes files no submission points at; the erasure itself already happened.
 */
export async function removeErasedPhotos(
  dataDir: string,
  paths: readonly string[],
  logger: { warn: (details: object, message: string) => void },
): Promise<void> {
  const store = photoStoreFor(dataDir);
  for (const photoPath of paths) {
    try {
      await store.remove(photoPath);
    } catch (error) {
      logger.warn({ err: error, photoPath }, 'could not delete an erased photo; the sweep will');
    }
  }
}
