/* Without zod: the child's task cards check a photo's size before any schema loads (ADR 050). */

/** Largest proof photo the BFF accepts, in bytes (5 MB). */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/** Photo types accepted by content (the declared type is not trusted). */
export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
