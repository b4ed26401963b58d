/**
 * A plain reload. Unsaved work is not lost: the editor kit keeps local drafts and offers
 * them back after the reload. Its own module so tests can stand in for the browser's.
 */
export function reloadPage() {
  window.location.reload();
}
