import { SITEMAP_LIMITS, type SitemapPage } from 'shared-contracts';
import { newPage } from './tree-edits';

/**
 * A generated sitemap of `count` pages (1 to 500) for the benchmark (`/sitemap?bench=500`)
 * and the layout's tests: shaped like a real site, eight sections under the home page,
 * eight subsections in each, then pages under those, filled level by level.
 */
export function benchSitemap(count: number): SitemapPage {
  const total = Math.max(1, Math.min(Math.floor(count), SITEMAP_LIMITS.maxPages));
  let made = 1;
  const root: SitemapPage = newPage('bench-1', { title: 'Home', path: '/' });
  let level: SitemapPage[] = [root];
  while (made < total) {
    const next: SitemapPage[] = [];
    for (const parent of level) {
      for (let i = 0; i < 8 && made < total; i++) {
        made += 1;
        const child = newPage(`bench-${made}`, {
          title: `Page ${made}`,
          path: `${parent.path === '/' ? '' : parent.path}/p${made}`,
          type: made % 11 === 0 ? 'modal' : made % 7 === 0 ? 'section' : 'page',
        });
        parent.children.push(child);
        next.push(child);
      }
    }
    level = next;
  }
  return root;
}
