/**
 * The editors' pictures (spec §4, §9): the export the user downloads and the thumbnail
 * uploaded on save. Client rules (the server stores whatever image it is sent, up to its
 * upload limit), so they live with the kit; `editor-kit/picture-rules` for the benchmarks.
 */

// Each editor's own numbers (its thumbnail's size limit, its export's file name) are in
// its description (shared-contracts EditorDescription).
export const THUMBNAIL_JPEG_QUALITY = 0.5;
export const EXPORT_JPEG_QUALITY = 1;

/**
 * The formats an editor exports in: the spec's JPEG, and PNG and PDF besides (issue G4).
 * The PDF shows the same picture as the JPEG, with the text selectable over it.
 */
export const EXPORT_FORMATS = ['jpeg', 'png', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const EXTENSIONS: Record<ExportFormat, string> = { jpeg: 'jpg', png: 'png', pdf: 'pdf' };

/** The editor's file name (`ux_persona_export.jpg`, spec §4), with the format's extension. */
export function exportFileName(editor: { exportFileName: string }, format: ExportFormat): string {
  return editor.exportFileName.replace(/\.jpg$/, `.${EXTENSIONS[format]}`);
}
