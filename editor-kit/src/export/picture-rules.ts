import type { FeatureType } from 'shared-contracts';

/**
 * The editors' pictures (spec §4, §9): the export the user downloads and the thumbnail
 * uploaded on save. Client rules (the server stores whatever image it is sent, up to its
 * upload limit), so they live with the kit; `editor-kit/picture-rules` for the benchmarks.
 */

/** Thumbnails larger than this are not uploaded (silently: the item is saved anyway). */
export const THUMBNAIL_MAX_BYTES: Record<FeatureType, number> = {
  competitorAnalysis: 300_000,
  empathyMap: 10_000_000,
  uxPersona: 10_000_000,
};
export const THUMBNAIL_JPEG_QUALITY = 0.5;
export const EXPORT_JPEG_QUALITY = 1;
export const EXPORT_FILE_NAMES: Record<FeatureType, string> = {
  competitorAnalysis: 'competitor_analysis_export.jpg',
  empathyMap: 'empathy_map_export.jpg',
  uxPersona: 'ux_persona_export.jpg',
};
