import { MAX_PHOTO_CHARS } from '@domain/delivery';

// A phone's camera gives several megabytes; the handover photo is proof, not a print. It is drawn on
// a canvas at most 640 px on its longer side as a JPEG of quality 0.7 — about 40–80 KB — and smaller
// still in the rare case that is over the server's limit (MAX_PHOTO_CHARS of data URL).
const STEPS: readonly (readonly [side: number, quality: number])[] = [
  [640, 0.7],
  [480, 0.6],
  [360, 0.5],
];

export class PhotoTooLarge extends Error {}

/** The photo as a JPEG data URL under MAX_PHOTO_CHARS. Throws when the file is not an image the browser reads. */
export async function shrinkPhoto(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file);
  try {
    const canvas = document.createElement('canvas');
    for (const [side, quality] of STEPS) {
      const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height));
      canvas.width = Math.max(1, Math.round(bitmap.width * scale));
      canvas.height = Math.max(1, Math.round(bitmap.height * scale));
      canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      const url = canvas.toDataURL('image/jpeg', quality);
      if (url.length <= MAX_PHOTO_CHARS) return url;
    }
    throw new PhotoTooLarge();
  } finally {
    bitmap.close();
  }
}
