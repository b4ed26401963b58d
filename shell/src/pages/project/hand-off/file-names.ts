/**
 * A file name made from a project's name: what file systems refuse or read specially is
 * replaced, and an empty result gets `fallback`.
 */
export function fileNameOf(name: string, extension: string, fallback = 'project'): string {
  const safe = name
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, 100)
    .trim();
  return `${safe || fallback}.${extension}`;
}
