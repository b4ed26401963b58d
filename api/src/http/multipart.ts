import type { FastifyRequest } from 'fastify';
import { MESSAGES } from 'shared-contracts';
import { badRequest, HttpError } from './errors.js';

export interface ImageUpload {
  fields: Record<string, string>;
  image: Buffer;
}

const NOT_MULTIPART = 'The request must be multipart/form-data';
const MALFORMED =
  'The upload was cut off or is not valid multipart/form-data. Please send it again.';

/**
 * Reads a `multipart/form-data` body of text fields and one file named `image`. The
 * multipart plugin's limits stop a file past 10 MB with 413 while it streams in.
 */
export async function readImageUpload(request: FastifyRequest): Promise<ImageUpload> {
  if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART);
  const fields: Record<string, string> = {};
  let image: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const body = await part.toBuffer();
        if (part.fieldname === 'image') image = body;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    // The plugin's own refusals (too large, too many parts) carry their 4xx. Anything else
    // here is the body itself failing to parse: a boundary missing, a part cut off (a
    // client that stopped sending), which is the client's to send again, not a 500.
    if (error instanceof Error && 'statusCode' in error) throw error;
    throw badRequest(MALFORMED);
  }
  if (!image) throw badRequest(MESSAGES.imageMissing);
  return { fields, image };
}
