import { describe, expect, it } from 'vitest';
import { EXPORT_FILE_NAMES, exportFileName } from './picture-rules';

describe('export file names', () => {
  it("are the spec's JPEG names, with each format's extension", () => {
    expect(exportFileName('uxPersona', 'jpeg')).toBe(EXPORT_FILE_NAMES.uxPersona);
    expect(exportFileName('uxPersona', 'jpeg')).toBe('ux_persona_export.jpg');
    expect(exportFileName('empathyMap', 'png')).toBe('empathy_map_export.png');
    expect(exportFileName('competitorAnalysis', 'pdf')).toBe('competitor_analysis_export.pdf');
  });
});
