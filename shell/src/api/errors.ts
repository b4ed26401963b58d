import { ApiError } from 'shared-auth';

/**
 * What to tell the user about a failed call: the server's own message when it sent one
 * (spec §5: "Server messages are shown as returned"), else the screen's fallback text.
 */
export function messageOfError(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}
