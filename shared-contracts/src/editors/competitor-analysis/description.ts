import { MAX_FEATURES_PER_TYPE } from '../../limits.js';
import type { StoringEditor } from '../description.js';

/** Competitor analyses (spec §2 'Competitor analysis editor', §3). */
export const competitorAnalysisEditor = {
  type: 'competitorAnalysis',
  remote: 'mf_competitor_analysis',
  route: 'competitoranalysis',
  devPort: 5175,
  label: 'Competitor analysis',
  noun: 'competitor analysis',
  order: 30,
  collageOrder: 30,
  listed: true,
  items: {
    keyPrefix: 'COMPAN',
    apiPath: 'competitor-analysis',
    skField: 'competitorAnalysisSK',
    maxPerProject: MAX_FEATURES_PER_TYPE,
    // Spec §5, §9: a table's thumbnail above this is skipped.
    thumbnailMaxBytes: 300_000,
    projectThumbnailField: 'competitorAnalysisThumbnailPath',
  },
  viewer: true,
  exportFileName: 'competitor_analysis_export.jpg',
  words: {
    en: {
      title: 'Competitor Analysis',
      text: 'Compare competitors side by side on the criteria that matter to your product.',
      item: 'competitor analysis',
      kind: 'Competitor analysis',
      slider: 'Competitor Analysis',
      createNew: 'Create New',
      empty: 'Items were not found',
    },
    ua: {
      title: 'Аналіз конкурентів',
      text: 'Порівнюйте конкурентів пліч-о-пліч за критеріями, важливими для вашого продукту.',
      item: 'аналіз конкурентів',
      kind: 'Аналіз конкурентів',
      slider: 'Аналіз конкурентів',
      createNew: 'Створити',
      empty: 'Елементів не знайдено',
    },
  },
  illustration: [
    { tone: 'panel', rect: [8, 10, 48, 44, 8] },
    { tone: 'stroke', path: 'M8 22h48M24 10v44M40 10v44M8 34h48M8 44h48' },
    { tone: 'check', path: 'M28 27l3 3 5-6M44 39l3 3 5-6' },
  ],
} satisfies StoringEditor;
