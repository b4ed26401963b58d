/**
 * Saves `blob` as a download called `fileName`. Its own entry (`editor-kit/download`) as
 * well, so a page saving a file it made (the shell's backup) loads nothing else of the kit.
 */
export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
