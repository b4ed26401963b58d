// Loaded on demand by loadPresetPhotoUrls(). `?no-inline` keeps every picture a file of
// its own (never a data: URL, which the site's CSP would not let presetPhotoFile fetch).
const modules = import.meta.glob<string>('./generated/*.webp', {
  query: '?no-inline',
  import: 'default',
  eager: true,
});

/** `preset-07` → the URL of its picture. Empty when the generator has not run. */
export const PRESET_PHOTO_URLS: ReadonlyMap<string, string> = new Map(
  Object.entries(modules).map(([path, url]) => [
    path.slice(path.lastIndexOf('/') + 1, -'.webp'.length),
    url,
  ]),
);
