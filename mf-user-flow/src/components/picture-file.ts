import { USER_FLOW_LIMITS } from 'shared-contracts/editors/user-flow/content';

/** A screen's picture is at most this many px on its long side: it is drawn 152 px wide. */
const PICTURE_SIDE = 480;

/**
 * A chosen wireframe or screenshot as the small JPEG a screen keeps in the flow: scaled to
 * 480 px on its long side, its quality lowered until it fits the schema's length. Rejects
 * when the browser cannot decode it.
 */
export async function pictureDataUrl(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, PICTURE_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d')!;
  // A transparent PNG on white, as it would look on the diagram.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  for (const quality of [0.85, 0.7, 0.55, 0.4, 0.25]) {
    const url = canvas.toDataURL('image/jpeg', quality);
    if (url.length <= USER_FLOW_LIMITS.pictureMaxLength) return url;
  }
  // A 480 px picture at quality 0.25 is far under the limit; a smaller one is kept anyway.
  canvas.width = Math.round(canvas.width / 2);
  canvas.height = Math.round(canvas.height / 2);
  return canvas.toDataURL('image/jpeg', 0.5);
}
