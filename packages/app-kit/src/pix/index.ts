/**
 * A child's Pix key as people read it (issue 40): the names of the key types, the stored key
 * written out, the texts. The form is `@portal/app-kit/pix/form`, loaded only when it opens.
 */
export { pixCopy } from './copy';
export { PIX_KEY_TYPE_LABELS, pixKeyText } from './pix-key-text';
