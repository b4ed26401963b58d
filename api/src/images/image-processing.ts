import { fileTypeFromBuffer } from 'file-type';
import { MAX_IMAGE_PIXELS, MAX_UPLOAD_BYTES, MESSAGES } from 'shared-contracts';
import sharp from 'sharp';

export type ImageFormat = 'jpeg' | 'png' | 'webp';

/** An upload the client must fix; statusCode is what the route should answer with. */
export class ImageRejectedError extends Error {
  constructor(
    readonly statusCode: 400 | 413,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'ImageRejectedError';
  }
}

export interface ProcessedImage {
  body: Buffer;
  format: ImageFormat;
  contentType: string;
  width: number;
  height: number;
}

const IMAGE_CONTENT_TYPES: Readonly<Record<ImageFormat, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** Thumbnails and persona photos are never shown larger than this, so more is wasted bytes. */
const MAX_OUTPUT_SIDE = 2048;
const QUALITY = 85;

const FORMAT_BY_MIME: ReadonlyMap<string, ImageFormat> = new Map(
  Object.entries(IMAGE_CONTENT_TYPES).map(([format, mime]) => [mime, format as ImageFormat]),
);

const notAnImage = (cause?: unknown) =>
  new ImageRejectedError(400, MESSAGES.onlyImages, cause === undefined ? undefined : { cause });

/**
 * Accepts a JPEG, PNG or WebP judged by its bytes (never its name or declared type), refuses
 * decompression bombs before decoding, and re-encodes it in the same format. Re-encoding is
 * the point: the output holds only pixels we produced, with EXIF (GPS, camera serials) gone.
 */
export async function processUploadedImage(input: Buffer): Promise<ProcessedImage> {
  if (input.length > MAX_UPLOAD_BYTES) {
    throw new ImageRejectedError(413, MESSAGES.uploadTooLarge);
  }
  if (input.length === 0) throw notAnImage();

  const sniffed = await fileTypeFromBuffer(input);
  const format = sniffed && FORMAT_BY_MIME.get(sniffed.mime);
  if (!format) throw notAnImage();

  try {
    // The header probe runs without a pixel limit: with one, sharp refuses before telling us
    // the dimensions, and we want the specific message. Reading a header decodes no pixels.
    const probe = sharp(input, { limitInputPixels: false });
    const { width, height, format: decoder } = await probe.metadata();
    // A file whose magic bytes say PNG but that libvips reads as something else is a polyglot.
    if (decoder !== format || !width || !height) throw notAnImage();
    if (width * height > MAX_IMAGE_PIXELS) {
      throw new ImageRejectedError(400, MESSAGES.imageTooManyPixels);
    }

    // The limit again, for the decoder itself, so a header that lies cannot make it allocate
    // more than we checked for.
    const pipeline = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS })
      // Orientation lives in EXIF, which the output drops, so it must be applied to the pixels.
      .rotate()
      .resize(MAX_OUTPUT_SIDE, MAX_OUTPUT_SIDE, { fit: 'inside', withoutEnlargement: true });
    const encoded =
      format === 'jpeg'
        ? pipeline.jpeg({ quality: QUALITY, mozjpeg: false })
        : format === 'png'
          ? pipeline.png()
          : pipeline.webp({ quality: QUALITY });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      body: data,
      format,
      contentType: IMAGE_CONTENT_TYPES[format],
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    if (error instanceof ImageRejectedError) throw error;
    // Truncated or corrupt data; the raw libvips text would only confuse the user.
    throw notAnImage(error);
  }
}
