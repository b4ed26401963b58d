import { defineCatalog } from 'editor-kit';
import { en } from './en';

/**
 * The user flow editor's words under its own i18next namespace of the site's one
 * instance: English bundled, Ukrainian a chunk loaded the first time it is shown.
 */
export const userFlowText = defineCatalog('userFlow', en, {
  ua: () => import('./ua').then((module) => module.ua),
});
