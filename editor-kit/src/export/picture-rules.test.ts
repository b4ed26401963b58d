import { describe, expect, it } from 'vitest';
import { EXPORT_FILE_NAMES, exportFileName, THUMBNAIL_MAX_BYTES } from './picture-rules';

describe('export file names', () => {
  it("are the spec's JPEG names, with each format's extension", () => {
    expect(exportFileName('uxPersona', 'jpeg')).toBe(EXPORT_FILE_NAMES.uxPersona);
    expect(exportFileName('uxPersona', 'jpeg')).toBe('ux_persona_export.jpg');
    expect(exportFileName('empathyMap', 'png')).toBe('empathy_map_export.png');
    expect(exportFileName('competitorAnalysis', 'pdf')).toBe('competitor_analysis_export.pdf');
    expect(exportFileName('sitemap', 'jpeg')).toBe('sitemap_export.jpg');
    expect(exportFileName('sitemap', 'pdf')).toBe('sitemap_export.pdf');
  });
});

describe('thumbnail limits', () => {
  it("are the spec's, and a sitemap's is the empathy map's (issue G5a)", () => {
    expect(THUMBNAIL_MAX_BYTES).toEqual({
      competitorAnalysis: 300_000,
      empathyMap: 10_000_000,
      uxPersona: 10_000_000,
      sitemap: 10_000_000,
    });
  });
});
