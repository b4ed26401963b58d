import { messageText } from 'editor-kit/i18n';
import { ApiError, AuthError } from 'shared-auth';

/**
 * The text to show for a failed request. Server messages are shown as returned (spec §8):
 * shared-auth's ApiError and AuthError carry the server's (or the token store's) readable
 * message, in the active language by its code. Anything else (a network failure's "Failed to fetch", a bug) gets the caller's
 * friendly fallback instead of a technical text.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if ((error instanceof ApiError || error instanceof AuthError) && error.message.trim() !== '') {
    return messageText(error);
  }
  return fallback;
}
