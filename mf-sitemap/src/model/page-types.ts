import type { SitemapPageType } from 'shared-contracts';

/**
 * The contract's page types, in the order the editor offers them. The contract's own
 * list (SITEMAP_PAGE_TYPES) lives beside its zod schemas, and importing it would bundle
 * zod into this remote (about 20 KB gzip) for four words; page-types.test.ts holds this
 * copy to the contract's, so the contract stays the one source.
 */
export const PAGE_TYPES = [
  'page',
  'section',
  'external',
  'modal',
] as const satisfies readonly SitemapPageType[];

export const isPageType = (value: unknown): value is SitemapPageType =>
  (PAGE_TYPES as readonly unknown[]).includes(value);
