import { describe, expect, it } from 'vitest';
import { exportFileName } from './picture-rules';

describe('export file names', () => {
  it("are the editor's JPEG name, with each format's extension", () => {
    const editor = { exportFileName: 'ux_persona_export.jpg' };
    expect(exportFileName(editor, 'jpeg')).toBe('ux_persona_export.jpg');
    expect(exportFileName(editor, 'png')).toBe('ux_persona_export.png');
    expect(exportFileName(editor, 'pdf')).toBe('ux_persona_export.pdf');
  });
});
