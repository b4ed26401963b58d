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
  // Issue G5a: a sitemap's thumbnail is a picture of its diagram, like the empathy map's.
  sitemap: 10_000_000,
};
export const THUMBNAIL_JPEG_QUALITY = 0.5;
export const EXPORT_JPEG_QUALITY = 1;
export const EXPORT_FILE_NAMES: Record<FeatureType, string> = {
  competitorAnalysis: 'competitor_analysis_export.jpg',
  empathyMap: 'empathy_map_export.jpg',
  uxPersona: 'ux_persona_export.jpg',
  sitemap: 'sitemap_export.jpg',
};

/**
 * The formats an editor exports in: the spec's JPEG, and PNG and PDF besides (issue G4).
 * The PDF shows the same picture as the JPEG, with the text selectable over it.
 */
export const EXPORT_FORMATS = ['jpeg', 'png', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const EXTENSIONS: Record<ExportFormat, string> = { jpeg: 'jpg', png: 'png', pdf: 'pdf' };

/** The spec's file name (`ux_persona_export.jpg`), with the format's extension. */
export function exportFileName(type: FeatureType, format: ExportFormat): string {
  return EXPORT_FILE_NAMES[type].replace(/\.jpg$/, `.${EXTENSIONS[format]}`);
}
