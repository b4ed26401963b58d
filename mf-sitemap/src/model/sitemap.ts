import type { SitemapPage } from 'shared-contracts';

/**
 * The sitemap as the editor holds it: its name and its page tree (the contract's one
 * JSON document, `root`). Selection, zoom and what is being edited are the views' state,
 * not the document's: they are no undo step and never make the sitemap 'Unsaved*'.
 */
export interface Sitemap {
  name: string;
  root: SitemapPage;
}

export const setName = (sitemap: Sitemap, name: string): Sitemap =>
  sitemap.name === name ? sitemap : { ...sitemap, name };

/** A change of the tree applied to the sitemap (the same sitemap when the tree is unchanged). */
export const withRoot = (sitemap: Sitemap, root: SitemapPage): Sitemap =>
  sitemap.root === root ? sitemap : { ...sitemap, root };
