/*
 * The viewer's words: the few it shows, copied from the editor's catalogue (src/i18n) with
 * the same keys, so Viewer.test.tsx proves them the catalogue's own. A plain object
 * rather than the catalogue: a share page loads no i18n, and no whole catalogue.
 */

const en = {
  untitled: 'Untitled',
  untitledGroup: 'Untitled group',
  kinds: {
    start: 'Start',
    end: 'End',
    screen: 'Screen',
    action: 'Action',
    decision: 'Decision',
    note: 'Note',
  },
  outline: {
    title: 'Flow in reading order',
    goesTo: 'goes to {{name}}',
    via: '{{label}} →',
    detached: 'Not connected',
  },
  inspector: {
    group: 'Group',
    page: 'Sitemap page',
  },
  diagram: {
    label: 'Flow diagram',
    actors: 'Actors: {{names}}',
  },
};

export type ViewerWords = typeof en;

const ua: ViewerWords = {
  untitled: 'Без назви',
  untitledGroup: 'Група без назви',
  kinds: {
    start: 'Початок',
    end: 'Кінець',
    screen: 'Екран',
    action: 'Дія',
    decision: 'Рішення',
    note: 'Примітка',
  },
  outline: {
    title: 'Потік у порядку читання',
    goesTo: 'веде до «{{name}}»',
    via: '{{label}} →',
    detached: 'Не з’єднано',
  },
  inspector: {
    group: 'Група',
    page: 'Сторінка карти сайту',
  },
  diagram: {
    label: 'Діаграма потоку',
    actors: 'Дійові особи: {{names}}',
  },
};

export const VIEWER_WORDS: Readonly<Record<string, ViewerWords>> = { en, ua };

/** The words of `language`, else English (as the shell falls back). */
export const wordsIn = (language: string): ViewerWords =>
  Object.hasOwn(VIEWER_WORDS, language) ? VIEWER_WORDS[language]! : en;

/** A catalogue phrase with its `{{name}}` places filled, as the site's i18n would. */
export const fill = (phrase: string, values: Record<string, string>): string =>
  phrase.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
