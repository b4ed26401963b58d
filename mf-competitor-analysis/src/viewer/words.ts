/**
 * The viewer's words, in the editor's wording (src/i18n; 'No data.' is the kit's message).
 * A small object of its own rather than the editor's catalogue: a share page loads no i18n
 * library and no editing words. Viewer.test.tsx checks that they still match the catalogue.
 */
const en = {
  typeLabel: 'Competitor Analysis',
  tableLabel: (name: string) => `${name}: competitors by criteria`,
  /** One of the tables a wide analysis is shown in (Viewer.tsx). */
  tablePart: (from: number, to: number, total: number) => `criteria ${from}–${to} of ${total}`,
  positionHeader: 'No.',
  competitorHeader: 'Competitor',
  empty: '-',
  emptyForScreenReaders: 'empty',
  yes: 'Yes',
  no: 'No',
  noData: 'No data.',
};

export type AnalysisWords = typeof en;

const ua: AnalysisWords = {
  typeLabel: 'Аналіз конкурентів',
  tableLabel: (name) => `${name}: конкуренти за критеріями`,
  tablePart: (from, to, total) => `критерії ${from}–${to} з ${total}`,
  positionHeader: '№',
  competitorHeader: 'Конкурент',
  empty: '-',
  emptyForScreenReaders: 'порожньо',
  yes: 'Так',
  no: 'Ні',
  noData: 'Немає даних.',
};

export const ANALYSIS_WORDS: Record<string, AnalysisWords> = { en, ua };

/** The words of `language`, else English (ViewerProps: a viewer falls back to English). */
export const wordsIn = (language: string): AnalysisWords =>
  Object.hasOwn(ANALYSIS_WORDS, language) ? ANALYSIS_WORDS[language]! : en;
