/**
 * The viewer's words, in the editor's wording (src/i18n). A small object of its own rather
 * than the editor's catalogue: a share page loads no i18n library and no editing words.
 * Viewer.test.tsx checks that they still match the catalogue.
 */
const en = {
  says: 'Says',
  thinks: 'Thinks',
  does: 'Does',
  feels: 'Feels',
  pains: 'Pains',
  gains: 'Gains',
  /** A persona's photo shown without its name. */
  personaImage: 'Persona image',
};

export type MapWords = typeof en;

const ua: MapWords = {
  says: 'Каже',
  thinks: 'Думає',
  does: 'Робить',
  feels: 'Відчуває',
  pains: 'Болі',
  gains: 'Здобутки',
  personaImage: 'Зображення персони',
};

export const MAP_WORDS: Record<string, MapWords> = { en, ua };

/** The words of `language`, else English (ViewerProps: a viewer falls back to English). */
export const wordsIn = (language: string): MapWords =>
  Object.hasOwn(MAP_WORDS, language) ? MAP_WORDS[language]! : en;
