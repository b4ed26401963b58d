/**
 * A guest's persona image, kept on the page only (spec §2: 'used locally'). It is held
 * as a small JPEG data: URL rather than an object URL: export and thumbnails inline the
 * map's images by fetching them (html-to-image), and the site's Content-Security-Policy
 * lets pages fetch only their own origin, never blob: URLs, so an object URL would make
 * the export fail. Scaling down keeps the draft small (it is compared on every
 * keystroke) while staying sharp at the export's double resolution.
 */

/** The longest side kept, in pixels: the map shows the photo at most 200 px wide. */
export const LOCAL_PHOTO_MAX_SIDE = 640;

/** The size of an image scaled to fit within `maxSide`, never enlarged. */
export function fitWithin(
  width: number,
  height: number,
  maxSide: number,
): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height, 1));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** Decodes an image file and answers it as a scaled JPEG data: URL. */
export async function localPhotoDataUrl(file: Blob): Promise<string> {
  // Only to decode it here; revoked before this returns.
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const size = fitWithin(image.naturalWidth, image.naturalHeight, LOCAL_PHOTO_MAX_SIDE);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot draw the image');
    // JPEG has no transparency: a transparent PNG would turn black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(image, 0, 0, size.width, size.height);
    return canvas.toDataURL('image/jpeg', 0.9);
  } finally {
    URL.revokeObjectURL(url);
  }
}
