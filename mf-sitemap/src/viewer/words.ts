/*
 * The viewer's words: the few it shows, copied from the editor's catalogue (src/i18n) with
 * the same keys, so Viewer.test.tsx proves them the catalogue's own. A plain object
 * rather than the catalogue: a share page loads no i18n, and no whole catalogue.
 */

interface ViewerWords {
  untitled: string;
  types: Record<'page' | 'section' | 'external' | 'modal', string>;
  outline: { title: string };
  /** `hidden_<plural form>`: the forms the language has (the catalogue's keys). */
  diagram: { label: string; hidden_one: string; hidden_other: string } & Record<string, string>;
  details: { path: string; note: string };
}

const en: ViewerWords = {
  untitled: 'Untitled page',
  types: {
    page: 'Page',
    section: 'Section',
    external: 'External link',
    modal: 'Modal',
  },
  outline: {
    title: 'Outline',
  },
  diagram: {
    label: 'Sitemap diagram',
    hidden_one: '+{{count}} page',
    hidden_other: '+{{count}} pages',
  },
  details: {
    path: 'URL path',
    note: 'Note',
  },
};

const ua: ViewerWords = {
  untitled: 'Сторінка без назви',
  types: {
    page: 'Сторінка',
    section: 'Розділ',
    external: 'Зовнішнє посилання',
    modal: 'Модальне вікно',
  },
  outline: {
    title: 'Структура',
  },
  diagram: {
    label: 'Діаграма карти сайту',
    hidden_one: '+{{count}} сторінка',
    hidden_few: '+{{count}} сторінки',
    hidden_many: '+{{count}} сторінок',
    hidden_other: '+{{count}} сторінки',
  },
  details: {
    path: 'Шлях URL',
    note: 'Примітка',
  },
};

export const VIEWER_WORDS: Readonly<Record<string, ViewerWords>> = { en, ua };
/** The language codes the site uses, as Intl knows them (for plural forms). */
const LOCALES: Readonly<Record<string, string>> = { en: 'en', ua: 'uk' };

/** The words of `language`, else English (as the shell falls back), and its plural rule. */
export function wordsIn(language: string) {
  const known = Object.hasOwn(VIEWER_WORDS, language);
  const words = known ? VIEWER_WORDS[language]! : en;
  const plurals = new Intl.PluralRules(known ? LOCALES[language] : 'en');
  return {
    ...words,
    /** '+3 pages' under a folded page, in the language's plural form. */
    hidden(count: number): string {
      const phrase =
        words.diagram[`hidden_${plurals.select(count)}`] ?? words.diagram.hidden_other ?? '';
      return phrase.replace('{{count}}', String(count));
    },
  };
}

export type ShownWords = ReturnType<typeof wordsIn>;
