import { ApiError } from 'shared-auth';
import type { EditorContract, MessageCode, StoringEditor } from 'shared-contracts';
import { type ItemKeys, uploadFeatureThumbnail } from '../api/feature-api';
import { loadFeatureSchemas } from '../api/schemas';
import { thumbnailJpeg } from '../export/export-image';
import { messageText } from '../i18n/messages';
import type { FeatureEditorOptions } from './feature-editor-types';

// The small rules of useFeatureEditor's flow, apart so the hook stays about the flow.

export type FeatureEditorStatus = 'loading' | 'ready' | 'not-found' | 'error';

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

/**
 * Why `content` cannot be saved, or null: its name first (the spec's name rules), then the
 * editor's own `problem`. The schemas load first if nothing has loaded them yet (a guest
 * keeping their work is the one to save without having loaded an item).
 */
export async function saveRefusal<Content>(
  options: Pick<FeatureEditorOptions<EditorContract, Content>, 'getName' | 'problem'>,
  content: Content,
): Promise<string | null> {
  const { featureNameProblem } = await loadFeatureSchemas();
  return featureNameProblem(options.getName(content)) ?? (await options.problem?.(content)) ?? null;
}

/** What a save's thumbnail pictures: the editor's options that say so. */
export type ThumbnailOptions = Pick<
  FeatureEditorOptions<EditorContract, unknown>,
  'renderThumbnail' | 'captureNode' | 'thumbnailNode' | 'thumbnailPicture'
>;

/**
 * The saved item's thumbnail (spec §5/§9): a quality-0.5 JPEG of the node the options name
 * (the content area by default), skipped silently when the editor draws none, above its
 * limit or on failure.
 */
export async function uploadThumbnail(
  editor: StoringEditor,
  keys: ItemKeys,
  options: ThumbnailOptions,
  content: HTMLElement | null,
) {
  const { renderThumbnail = true, captureNode, thumbnailNode, thumbnailPicture } = options;
  if (!renderThumbnail) return;
  const node = thumbnailNode?.() ?? captureNode?.() ?? content;
  if (!node) return;
  try {
    const image = await thumbnailJpeg(node, editor.items.thumbnailMaxBytes, thumbnailPicture);
    if (image) await uploadFeatureThumbnail(editor, keys, image);
  } catch (error) {
    // The item is saved; a missing preview is not worth an error toast.
    console.warn('Thumbnail upload failed', error);
  }
}

/**
 * The spec's message, and the server's reason when it refused the request (a 4xx carries
 * a readable message, architecture §6), so the user knows what to change; both in the
 * site's language.
 */
export function withReason(code: MessageCode, error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) {
    return `${messageText(code)}: ${messageText(error)}`;
  }
  return messageText(code);
}
