import { defineCatalog } from 'editor-kit';
import { en } from './en';

/**
 * The competitor analysis editor's words under its own namespace of the site's i18n: English
 * bundled, Ukrainian a chunk loaded the first time it is shown.
 */
export const analysisText = defineCatalog('competitorAnalysis', en, {
  ua: () => import('./ua').then((module) => module.ua),
});
