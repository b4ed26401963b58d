import {
  defaultSitemapContent,
  type SitemapContent,
  sitemap,
  updateSitemapRequest,
} from 'shared-contracts';
import type { FeatureDefinition } from './definition.js';

/**
 * Sitemaps (issue G5a): the whole tree of pages is one JSON document in `root`, read and
 * replaced whole as the editor saves it. Its limits (500 pages, 12 levels, lengths,
 * unique ids) are the update schema's, checked before anything is stored.
 */
export const sitemapFeature: FeatureDefinition<SitemapContent> = {
  kind: 'sitemap',
  label: 'Sitemap',
  route: 'sitemaps',
  table: 'sitemaps',
  skField: 'sitemapSK',
  updateRequest: updateSitemapRequest,
  detail: sitemap,
  defaultContent: () => defaultSitemapContent(),
  toColumns: (content) => ({ root: JSON.stringify(content.root) }),
  fromColumns: (row) => ({ root: JSON.parse(String(row.root)) }),
};
