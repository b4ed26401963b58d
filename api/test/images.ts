import sharp from 'sharp';
import type { ApiClient, SignedInUser } from './client.js';

/** A small real JPEG, as the editors' rendered thumbnails are. */
export function jpegThumbnail(color = '#3366ff', width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg({ quality: 50 })
    .toBuffer();
}

/** Uploads an image as the browser does: multipart with PK, SK and the file. */
export function uploadThumbnail(
  api: ApiClient,
  user: SignedInUser,
  route: string,
  keys: { PK: string; SK: string },
  image: Buffer,
  fileName = 'thumbnail.jpg',
) {
  const form = new FormData();
  form.set('PK', keys.PK);
  form.set('SK', keys.SK);
  form.set('image', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), fileName);
  return api.post(`/api/${route}/upload-thumbnail`, { token: user.token, body: form });
}
