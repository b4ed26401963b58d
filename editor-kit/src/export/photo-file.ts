import { MAX_UPLOAD_BYTES, type MessageCode } from 'shared-contracts';

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
 * Why a chosen photo cannot be uploaded, as the code of the spec's message (§5: 'Only
 * images are allowed!', 'Maximum upload size is 10MB!'; `messageText` words it in the
 * language shown), or null when it can.
 * Judged by the file's bytes, not its name or the type the browser guessed from the
 * name, as the server judges it: a text file renamed `.png` is not an image.
 */
export async function photoFileProblem(
  file: Blob,
): Promise<Extract<MessageCode, 'onlyImages' | 'uploadTooLarge'> | null> {
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  if (!SIGNATURES.some((matches) => matches(head))) return 'onlyImages';
  if (file.size > MAX_UPLOAD_BYTES) return 'uploadTooLarge';
  return null;
}
