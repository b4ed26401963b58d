import type { FastifyRequest } from 'fastify';
import { MESSAGES } from 'shared-contracts';
import { badRequest } from './errors.js';

export interface ImageUpload {
  fields: Record<string, string>;
  image: Buffer;
}

/**
 * Reads a `multipart/form-data` body of text fields and one file named `image`. The
 * multipart plugin's limits stop a file past 10 MB with 413 while it streams in.
 */
export async function readImageUpload(request: FastifyRequest): Promise<ImageUpload> {
  const fields: Record<string, string> = {};
  let image: Buffer | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const body = await part.toBuffer();
      if (part.fieldname === 'image') image = body;
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  if (!image) throw badRequest(MESSAGES.imageMissing);
  return { fields, image };
}
