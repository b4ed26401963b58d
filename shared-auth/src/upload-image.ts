import { apiJson } from './api-fetch';
import type { ResponseSchema } from './responses';

/** The item an image belongs to, with its keys as the server writes them ('#', not '_'). */
export interface ImageOwner {
  PK: string;
  SK: string;
}

/**
 * Uploads a thumbnail or a persona photo: multipart `{ PK, SK, image }` to the editor's
 * upload endpoint (spec §7, architecture §8), with the bearer and refresh-and-retry of
 * apiJson (a FormData body can be sent again). Non-OK answers reject with ApiError
 * carrying the server's message ('Only images are allowed!', 'Maximum upload size is
 * 10MB!').
 */
export function uploadImage<T = unknown>(
  path: string,
  owner: ImageOwner,
  image: Blob,
  fileName = 'image.jpg',
  schema?: ResponseSchema<T>,
): Promise<T> {
  const form = new FormData();
  form.append('PK', owner.PK);
  form.append('SK', owner.SK);
  form.append('image', image, fileName);
  return apiJson(path, { method: 'POST', body: form }, schema);
}
