import { SITEMAP_PAGE_TYPES, type SitemapPageType } from 'shared-contracts';

/**
 * The contract's page types, in the order the editor offers them. Importing them costs
 * the remote no zod: the schemas beside them are built with the shell's (a shared
 * singleton, tooling/shared-packages.ts).
 */
export const PAGE_TYPES = SITEMAP_PAGE_TYPES;

export const isPageType = (value: unknown): value is SitemapPageType =>
  (PAGE_TYPES as readonly unknown[]).includes(value);
