import { type ItemKeys, presetPhotoFile, uploadFeatureThumbnail } from 'editor-kit';
import { uxPersonaEditor } from 'shared-contracts/editors/ux-persona/description';
import type { PendingPhoto } from '../model/draft';

/**
 * Stores a newly chosen photo as the persona's image (spec §4: Save uploads it). The photo
 * is the persona's thumbnail too (`POST /api/ux-personas/upload-thumbnail`), which is how
 * the project page and the empathy map's persona picker show it. A preset is uploaded as
 * its own bytes (WebP, which the server accepts); the server re-encodes either.
 * Resolves to the stored photo's URL.
 */
export async function uploadPersonaPhoto(keys: ItemKeys, photo: PendingPhoto): Promise<string> {
  const file = photo.kind === 'file' ? photo.file : await presetPhotoFile(photo.presetId);
  return uploadFeatureThumbnail(uxPersonaEditor, keys, file, file.name || 'photo');
}

/**
 * A chosen file as a data: URL for the preview. Not an object URL: the export draws the
 * page with html-to-image, which takes data: images as they are but fetches any other,
 * and the site's CSP (connect-src) does not let fetch read blob: URLs.
 */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
