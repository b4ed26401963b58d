import { defineCatalog, formatNumber } from 'editor-kit/i18n';
import { en } from './en';

/**
 * The canvas's words under its own namespace of the site's i18n: English
 * bundled, Ukrainian a chunk loaded the first time it is shown.
 */
export const canvasText = defineCatalog('canvas', en, {
  ua: () => import('./ua').then((module) => module.ua),
});

/** The zoom scale as the active language writes it, two decimals: '1.00', '1,00'. */
export function formatScale(scale: number): string {
  return formatNumber(scale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** The canvas's translate function (`canvasText.t`, or `useT()`'s in a component). */
export type CanvasT = (typeof canvasText)['t'];
