import { defineCatalog } from 'editor-kit';
import { en } from './en';

/**
 * The empathy map editor's words under its own namespace of the site's i18n: English
 * bundled, Ukrainian a chunk loaded the first time it is shown.
 */
export const empathyMapText = defineCatalog('empathyMap', en, {
  ua: () => import('./ua').then((module) => module.ua),
});
