import { defineCatalog } from 'editor-kit';
import { en } from './en';

/**
 * The canvas's words under its own i18next namespace of the site's one instance: English
 * bundled, Ukrainian a chunk loaded the first time it is shown.
 */
export const canvasText = defineCatalog('canvas', en, {
  ua: () => import('./ua').then((module) => module.ua),
});

/** The canvas's translate function (`canvasText.t`, or `useT()`'s in a component). */
export type CanvasT = (typeof canvasText)['t'];
