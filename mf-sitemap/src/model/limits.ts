/**
 * Stand-in for shared-contracts' SITEMAP_LIMITS until the contracts land (G5a CONTRACT.md):
 * replaced by the shared constants on merge.
 */
export const SITEMAP_LIMITS = {
  maxPages: 500,
  maxDepth: 12,
  titleMaxLength: 100,
  pathMaxLength: 200,
  noteMaxLength: 300,
} as const;

export const SITEMAP_PAGE_TYPES = ['page', 'section', 'external', 'modal'] as const;
export type SitemapPageType = (typeof SITEMAP_PAGE_TYPES)[number];

export interface SitemapPage {
  id: string;
  title: string;
  path: string;
  type: SitemapPageType;
  note: string;
  collapsed: boolean;
  children: SitemapPage[];
}
