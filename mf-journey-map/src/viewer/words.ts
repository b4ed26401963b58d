/*
 * The viewer's words: the few it shows, copied from the editor's catalogue (src/i18n) with
 * the same keys, so Viewer.test.tsx proves them the catalogue's own. A plain object
 * rather than the catalogue: a share page loads no i18n, and no whole catalogue.
 */

const en = {
  persona: {
    removed: 'Persona removed',
    removedHint: '{{name}} was deleted from the project.',
  },
  scenario: 'Scenario',
  goal: 'Goal',
  stages: 'Stages',
  stage: {
    untitled: 'Stage {{number}}',
  },
  lanes: {
    actions: 'Actions',
    touchpoints: 'Touchpoints',
    thoughts: 'Thoughts',
    emotions: 'Emotions',
    painPoints: 'Pain points',
    opportunities: 'Opportunities',
  },
  lane: {
    untitled: 'Custom lane',
  },
  channels: {
    web: 'Web',
    app: 'App',
    email: 'Email',
    phone: 'Phone',
    store: 'Store',
    other: 'Other',
  },
  curve: {
    label: 'Emotion curve',
    scores: {
      '-2': 'Very negative',
      '-1': 'Negative',
      '0': 'Neutral',
      '1': 'Positive',
      '2': 'Very positive',
    } as Record<string, string>,
  },
  pains: {
    from: 'From {{name}}',
  },
  view: {
    tableCaption: 'Journey map {{name}}: stages as columns, lanes as rows',
    score: 'Emotion score',
    toBeScore: 'To-be emotion score',
  },
};

export type ViewerWords = typeof en;

const ua: ViewerWords = {
  persona: {
    removed: 'Персону видалено',
    removedHint: '{{name}} видалено з проєкту.',
  },
  scenario: 'Сценарій',
  goal: 'Мета',
  stages: 'Етапи',
  stage: {
    untitled: 'Етап {{number}}',
  },
  lanes: {
    actions: 'Дії',
    touchpoints: 'Точки контакту',
    thoughts: 'Думки',
    emotions: 'Емоції',
    painPoints: 'Больові точки',
    opportunities: 'Можливості',
  },
  lane: {
    untitled: 'Власний рядок',
  },
  channels: {
    web: 'Сайт',
    app: 'Застосунок',
    email: 'Ел. пошта',
    phone: 'Телефон',
    store: 'Магазин',
    other: 'Інше',
  },
  curve: {
    label: 'Крива емоцій',
    scores: {
      '-2': 'Дуже негативна',
      '-1': 'Негативна',
      '0': 'Нейтральна',
      '1': 'Позитивна',
      '2': 'Дуже позитивна',
    },
  },
  pains: {
    from: 'З карти «{{name}}»',
  },
  view: {
    tableCaption: 'Карта шляху {{name}}: етапи в стовпцях, рядки карти в рядках',
    score: 'Оцінка емоції',
    toBeScore: 'Бажана оцінка емоції',
  },
};

export const VIEWER_WORDS: Readonly<Record<string, ViewerWords>> = { en, ua };

/** The words of `language`, else English (as the shell falls back). */
export const wordsIn = (language: string): ViewerWords =>
  Object.hasOwn(VIEWER_WORDS, language) ? VIEWER_WORDS[language]! : en;

/** A catalogue phrase with its `{{name}}` places filled, as the site's i18n would. */
export const fill = (phrase: string, values: Record<string, string | number>): string =>
  phrase.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
