import { messageText } from 'editor-kit/i18n';
import { ApiError } from 'shared-auth';

/**
 * What to tell the user about a failed call: the server's own message when it sent one
 * (spec §5: "Server messages are shown as returned"; in the active language by its code),
 * else the screen's fallback text.
 */
export function messageOfError(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return messageText(error);
  return fallback;
}
