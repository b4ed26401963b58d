import { imageUrl, itemVersion, timestamp } from './common.js';

/**
 * What every feature's detail ends with, after its own content: its picture, the version
 * a save must name and its two dates. Internal to the schemas (not in the package's
 * exports): each detail spreads it last.
 */
export const storedItemFields = {
  thumbnailPath: imageUrl,
  version: itemVersion,
  UPDATED_AT: timestamp,
  CREATED_AT: timestamp,
};
