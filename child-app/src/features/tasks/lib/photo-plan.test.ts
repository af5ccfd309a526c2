import { describe, expect, it } from 'vitest';
import { isSendablePhoto, photoPlan, preparedPhotoName } from './photo-plan';

// Issue 39 item 5: a camera photo is sent as a JPEG of at most 1600 px, about 80 % quality.
describe('photo plan', () => {
  it('asks for 1600 px at most, JPEG at 80 %, aiming at 500 KB, without EXIF or a worker', () => {
    expect(photoPlan()).toEqual({
      maxWidthOrHeight: 1600,
      initialQuality: 0.8,
      maxSizeMB: 500 / 1024,
      maxIteration: 10,
      fileType: 'image/jpeg',
      preserveExif: false,
      useWebWorker: false,
    });
  });

  it('names the result as a JPEG', () => {
    expect(preparedPhotoName('IMG_0042.HEIC')).toBe('IMG_0042.jpg');
    expect(preparedPhotoName('quarto.arrumado.png')).toBe('quarto.arrumado.jpg');
    expect(preparedPhotoName('foto')).toBe('foto.jpg');
    expect(preparedPhotoName('')).toBe('foto.jpg');
    expect(preparedPhotoName('.png')).toBe('foto.jpg');
  });

  it('sends only a non-empty JPEG within the 5 MB the BFF takes', () => {
    expect(isSendablePhoto({ size: 350 * 1024, type: 'image/jpeg' })).toBe(true);
    expect(isSendablePhoto({ size: 5 * 1024 * 1024, type: 'image/jpeg' })).toBe(true);
    expect(isSendablePhoto({ size: 5 * 1024 * 1024 + 1, type: 'image/jpeg' })).toBe(false);
    expect(isSendablePhoto({ size: 0, type: 'image/jpeg' })).toBe(false);
    expect(isSendablePhoto({ size: 1000, type: 'image/png' })).toBe(false);
  });
});
