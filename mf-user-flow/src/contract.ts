import { lazyContract } from 'shared-contracts';
import { sitemapEditor } from 'shared-contracts/editors/sitemap/description';
import { userFlowEditor } from 'shared-contracts/editors/user-flow/description';

/** This editor's zod-checked code (schemas.ts), loaded once, when first used. */
export const loadSchemas = () => import('./schemas');

/** The flow's contract: its description at once, its schemas when first used. */
export const flowContract = lazyContract(userFlowEditor, () =>
  loadSchemas().then((schemas) => schemas.contract),
);

/** The sitemap's, whose pages a screen may stand for. */
export const sitemapContract = lazyContract(sitemapEditor, () =>
  loadSchemas().then((schemas) => schemas.sitemapContract),
);
