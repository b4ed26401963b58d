import { BACKUP_MESSAGES, type BackupImage } from 'shared-contracts';
import sharp from 'sharp';
import { badRequest } from '../http/errors.js';
import { type ImageFormat, processUploadedImage } from '../images/image-processing.js';
import { isBareImage } from './bare-image.js';

/** A picture of a backup as it will be stored. */
export interface ImageToStore {
  body: Buffer;
  format: ImageFormat;
  contentType: string;
}

/** The base64 alphabet by character code. */
const BASE64_ALPHABET = new Uint8Array(128);
for (const character of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/') {
  BASE64_ALPHABET[character.charCodeAt(0)] = 1;
}

/**
 * The bytes of padded base64 text (RFC 4648), or null when it is not that: Node's own
 * decoder skips characters it does not know, so a damaged text would decode to other bytes
 * than the file's rather than be refused.
 */
export function decodeBase64(text: string): Buffer | null {
  if (text.length % 4 !== 0) return null;
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  const data = text.length - padding;
  // A character at a time: one regular expression over megabytes can exhaust its stack.
  for (let i = 0; i < data; i++) {
    const code = text.charCodeAt(i);
    if (code >= 128 || BASE64_ALPHABET[code] !== 1) return null;
  }
  return Buffer.from(text, 'base64');
}

/**
 * A backup's picture checked as an upload is (image-processing.ts: a real JPEG, PNG or
 * WebP by its bytes, within the size and pixel limits) and of the type it says. A picture
 * already in the form this server stores (bare, not larger than it keeps them) is stored
 * byte for byte, so a backup's round trip changes no picture; any other is stored as an
 * upload of it would be, re-encoded. Refusals are ImageRejectedError or HttpError.
 */
export async function imageToStore(image: BackupImage): Promise<ImageToStore> {
  const bytes = decodeBase64(image.base64);
  if (!bytes) throw badRequest(BACKUP_MESSAGES.imageNotBase64);
  const processed = await processUploadedImage(bytes);
  if (processed.contentType !== image.contentType) {
    throw badRequest(BACKUP_MESSAGES.imageTypeMismatch(image.contentType));
  }
  const { format, contentType } = processed;
  if (isBareImage(bytes, format)) {
    // A header read (the pixels decoded already, so it cannot fail but in theory, and then
    // the re-encoded copy does). The same size: the upload's processing kept its pixels.
    const size = await sharp(bytes)
      .metadata()
      .catch(() => null);
    if (size?.width === processed.width && size?.height === processed.height) {
      return { body: bytes, format, contentType };
    }
  }
  return { body: processed.body, format, contentType };
}
