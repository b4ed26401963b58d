import { sitemapContract } from 'shared-contracts';
import { featureDefinition } from '../features/definition.js';

/**
 * Sitemaps (issue G5a): the whole tree of pages is the item's content, read and replaced
 * whole; its limits (500 pages, 12 levels, lengths, unique ids) are the update schema's.
 */
export default featureDefinition(sitemapContract);
