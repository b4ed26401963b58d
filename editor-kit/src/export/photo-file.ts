import { MAX_UPLOAD_BYTES, MESSAGES } from 'shared-contracts';

/** The first bytes of the image formats the server accepts (architecture §8). */
const SIGNATURES: readonly ((head: Uint8Array) => boolean)[] = [
  // JPEG
  (h) => h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff,
  // PNG
  (h) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => h[i] === byte),
  // WebP: RIFF....WEBP
  (h) =>
    String.fromCharCode(...h.subarray(0, 4)) === 'RIFF' &&
    String.fromCharCode(...h.subarray(8, 12)) === 'WEBP',
];

/**
 * Why a chosen photo cannot be uploaded, in the spec's words (§5), or null when it can.
 * Judged by the file's bytes, not its name or the type the browser guessed from the
 * name, as the server judges it: a text file renamed `.png` is not an image.
 */
export async function photoFileProblem(file: Blob): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  if (!SIGNATURES.some((matches) => matches(head))) return MESSAGES.onlyImages;
  if (file.size > MAX_UPLOAD_BYTES) return MESSAGES.uploadTooLarge;
  return null;
}
