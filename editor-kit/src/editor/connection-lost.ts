/**
 * Whether a failed request failed for want of a connection (issue H6): the browser says it
 * is offline, or `fetch` itself rejected, which it does only when no answer came at all
 * (an HTTP error answers). Chromium says 'Failed to fetch', Firefox 'NetworkError when
 * attempting to fetch resource.', Safari 'Load failed'; another TypeError is a bug, not
 * the network, and is reported as the error it is.
 */
export function isConnectionLost(error: unknown, online: boolean): boolean {
  if (!online) return true;
  return (
    error instanceof TypeError &&
    /failed to fetch|networkerror|load failed|network/i.test(error.message)
  );
}
