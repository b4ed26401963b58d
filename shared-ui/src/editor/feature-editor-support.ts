import { ApiError } from 'shared-auth';
import { type FeatureType, THUMBNAIL_MAX_BYTES } from 'shared-contracts';
import { type PictureOptions, thumbnailJpeg } from './export-image';
import { type ItemKeys, uploadFeatureThumbnail } from './feature-api';
import type { FeatureEditorStatus } from './useFeatureEditor';

// The small rules of useFeatureEditor's flow, apart so the hook stays about the flow.

/**
 * Loading until the item is there and its stored draft has been read (so an offer of the
 * draft comes before any edit); a guest waits for the draft only.
 */
export function statusOf(
  isGuest: boolean,
  item: { isError: boolean; error: unknown },
  draft: unknown,
  draftsRead: boolean,
): FeatureEditorStatus {
  if (isGuest || draft !== null) return draftsRead ? 'ready' : 'loading';
  if (item.isError) {
    const { error } = item;
    // A malformed key answers 400, another user's item 404: to this user both are absent.
    return error instanceof ApiError && (error.status === 404 || error.status === 400)
      ? 'not-found'
      : 'error';
  }
  return 'loading';
}

/** Spec §5/§9: a quality-0.5 JPEG, skipped silently above the type's limit or on failure. */
export async function uploadThumbnail(
  type: FeatureType,
  keys: ItemKeys,
  node: HTMLElement | null,
  picture: PictureOptions | undefined,
) {
  if (!node) return;
  try {
    const image = await thumbnailJpeg(node, THUMBNAIL_MAX_BYTES[type], picture);
    if (image) await uploadFeatureThumbnail(type, keys, image);
  } catch (error) {
    // The item is saved; a missing preview is not worth an error toast.
    console.warn('Thumbnail upload failed', error);
  }
}

/** The item's stored version in a detail answer (absent from a server without versions). */
export function versionOf(detail: unknown): number | undefined {
  const version = (detail as { version?: unknown } | null)?.version;
  return typeof version === 'number' ? version : undefined;
}

/** The PATCH body with the version the draft was edited from, when there is one. */
export function withVersion(body: unknown, version: number | undefined): unknown {
  return version === undefined ? body : { ...(body as object), version };
}

/**
 * The spec's message, and the server's reason when it refused the request (a 4xx carries
 * a readable message, architecture §6), so the user knows what to change.
 */
export function withReason(message: string, error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) {
    return `${message}: ${error.message}`;
  }
  return message;
}
