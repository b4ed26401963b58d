import type { Sitemap, SitemapPage, UpdateSitemapRequest } from 'shared-contracts';

/**
 * The sitemap as the editor holds it: its name and its page tree (the contract's one
 * JSON document, `root`). Selection, zoom and what is being edited are the views' state,
 * not the document's: they are no undo step and never make the sitemap 'Unsaved*'.
 */
export interface SitemapDraft {
  name: string;
  root: SitemapPage;
}

export const setName = (sitemap: SitemapDraft, name: string): SitemapDraft =>
  sitemap.name === name ? sitemap : { ...sitemap, name };

/** A change of the tree applied to the sitemap (the same sitemap when the tree is unchanged). */
export const withRoot = (sitemap: SitemapDraft, root: SitemapPage): SitemapDraft =>
  sitemap.root === root ? sitemap : { ...sitemap, root };

export const fromDetail = (detail: Sitemap): SitemapDraft => ({
  name: detail.name,
  root: detail.root,
});

/** The PATCH body: the whole sitemap (spec §7); the kit adds the version. */
export function toRequest(
  draft: SitemapDraft,
  keys: { PK: string; SK: string },
): UpdateSitemapRequest {
  return { projectSK: keys.PK, sitemapSK: keys.SK, name: draft.name, root: draft.root };
}
