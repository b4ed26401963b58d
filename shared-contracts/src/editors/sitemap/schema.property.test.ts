import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SITEMAP_LIMITS } from '../../limits.js';
import { sitemapPages, sitemapTree } from '../../testing/index.js';
import { expectAccepted } from '../../testing/schema-checks.js';
import { type SitemapPage, sitemapRoot } from './schema.js';

/*
 * The tree on its own (the PATCH around it is in features.property.test.ts): any tree
 * within the limits comes back exactly as sent, however it is shaped.
 */

function depthOf(root: SitemapPage): number {
  let deepest = 0;
  const stack: [SitemapPage, number][] = [[root, 1]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [page, level] = next;
    deepest = Math.max(deepest, level);
    for (const child of page.children) stack.push([child, level + 1]);
  }
  return deepest;
}

describe('sitemap trees', () => {
  it('accepts any tree within the limits as it is', () => {
    fc.assert(
      fc.property(sitemapTree(), (root) => {
        const pages = sitemapPages(root);
        // The generator's own promise, so a passing run means something.
        expect(pages.length).toBeLessThanOrEqual(SITEMAP_LIMITS.maxPages);
        expect(depthOf(root)).toBeLessThanOrEqual(SITEMAP_LIMITS.maxDepth);
        expect(new Set(pages.map((page) => page.id)).size).toBe(pages.length);
        expectAccepted(sitemapRoot, root);
      }),
      { numRuns: 100 },
    );
  });

  it('reaches the limits themselves: 500 pages, 12 levels', () => {
    const atLimits = fc.tuple(
      sitemapTree(fc.constant({ pages: SITEMAP_LIMITS.maxPages, chain: SITEMAP_LIMITS.maxDepth })),
    );
    fc.assert(
      fc.property(atLimits, ([root]) => {
        expect(sitemapPages(root)).toHaveLength(SITEMAP_LIMITS.maxPages);
        expect(depthOf(root)).toBe(SITEMAP_LIMITS.maxDepth);
        expectAccepted(sitemapRoot, root);
      }),
      { numRuns: 10 },
    );
  });
});
