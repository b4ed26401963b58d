import type { SitemapPage } from 'shared-contracts';
import { layoutTree } from '../model/tree-layout';

/**
 * The benchmark's hook (e2e/bench/sitemap.bench.ts): `/sitemap?bench=N` (1 to 500) opens
 * the guest editor on a generated sitemap of N pages instead of the sample, and each
 * layout of it is timed as a `sitemap:layout` performance measure. Only then: a page
 * open for hours must not collect a measure per keystroke.
 */
export function benchPages(): number | null {
  if (typeof window === 'undefined') return null;
  const asked = Number(new URLSearchParams(window.location.search).get('bench'));
  return Number.isInteger(asked) && asked >= 1 && asked <= 500 ? asked : null;
}

export function timedLayout(root: SitemapPage, timed: boolean) {
  if (!timed) return layoutTree(root);
  const started = performance.now();
  const layout = layoutTree(root);
  performance.measure('sitemap:layout', { start: started, end: performance.now() });
  return layout;
}
