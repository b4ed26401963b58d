import { defineCatalog } from 'editor-kit';
import { en } from './en';

/**
 * The sitemap editor's words under its own namespace of the site's i18n:
 * English bundled, Ukrainian a chunk loaded the first time it is shown.
 */
export const sitemapText = defineCatalog('sitemap', en, {
  ua: () => import('./ua').then((module) => module.ua),
});
