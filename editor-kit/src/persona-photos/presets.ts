import { loadOnce } from 'shared-contracts';
/**
 * The 32 preset persona photos (spec §2, §9), shared by the persona editor's photo picker
 * and the empathy map's persona picker. The pictures are generated at build time
 * (`editor-kit/scripts/generate-persona-photos.mjs`: DiceBear's Open Peeps, CC0) and are
 * not part of any page until a picker asks for them: `loadPresetPhotoUrls()` imports the
 * module that knows their URLs on first use, so opening an editor costs nothing.
 */
export interface PresetPhoto {
  /** `preset-01` … `preset-32`: stable, also the generated file's name. */
  id: string;
  /** 1-based position, for its accessible name ('Preset photo 7'). */
  number: number;
}

/** Spec §9: 32 preset photos. */
const PRESET_PHOTO_COUNT = 32;

export const PRESET_PHOTOS: readonly PresetPhoto[] = Array.from(
  { length: PRESET_PHOTO_COUNT },
  (_, index) => ({ id: `preset-${String(index + 1).padStart(2, '0')}`, number: index + 1 }),
);

/** A preset the user chose, with the URL its picture loads from. */
export interface PresetPhotoChoice extends PresetPhoto {
  url: string;
}

/**
 * Every preset's URL by id. The first call loads the URL module (one small chunk); the
 * images themselves load when something shows them. A failed load is not remembered, so
 * a retry tries again.
 */
export const loadPresetPhotoUrls: () => Promise<ReadonlyMap<string, string>> = loadOnce(() =>
  import('./preset-urls').then((module) => module.PRESET_PHOTO_URLS),
).load;

/**
 * A preset's picture as a file to upload (the server takes WebP): the same bytes the
 * picker showed, so what the user chose is what is stored.
 */
export async function presetPhotoFile(id: string): Promise<File> {
  const url = (await loadPresetPhotoUrls()).get(id);
  if (!url) throw new Error(`No preset photo called ${id}`);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The preset photo could not be loaded (${response.status})`);
  return new File([await response.arrayBuffer()], `${id}.webp`, { type: 'image/webp' });
}
