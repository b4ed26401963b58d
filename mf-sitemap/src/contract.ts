import { lazyContract } from 'shared-contracts';
import { sitemapEditor } from 'shared-contracts/editors/sitemap/description';

/** The sitemap's contract: its description at once, its schemas (schemas.ts) when first used. */
export const sitemapContract = lazyContract(sitemapEditor, () =>
  import('./schemas').then((schemas) => schemas.contract),
);
