import { useRef, useState } from 'react';
import { Button, Menu, VisuallyHidden } from 'shared-ui';
import type { ExportFormat } from '../export/picture-rules';

export interface ExportMenuLabels {
  /** The spec's 'Export in JPEG'. */
  export: string;
  exportMore: string;
  exportPng: string;
  exportPdf: string;
  exporting: string;
  exported: string;
}

export interface ExportMenuProps {
  /**
   * Runs the export; answers (or resolves to) whether the file was handed over. Only
   * `false` counts as not: a handler that answers nothing is taken to have exported.
   */
  onExport(format: ExportFormat): unknown;
  exporting?: boolean;
  labels: ExportMenuLabels;
}

/**
 * The spec's 'Export in JPEG' button as it was, and beside it a menu button ('More export
 * formats') with PNG and PDF (issue G4): the shared-ui menu button, so arrows, Enter,
 * Escape and the focus's return to the button work as everywhere on the site. While an
 * export works the JPEG button shows its spinner (for every format: one export at a time)
 * and a polite live region says 'Exporting…', then 'Export finished' (a large analysis
 * takes seconds). A failure is the error toast's to tell, so the region goes quiet.
 */
export function ExportMenu({ onExport, exporting = false, labels }: ExportMenuProps) {
  const [announcement, setAnnouncement] = useState('');
  const running = useRef(false);

  const run = async (format: ExportFormat) => {
    if (exporting || running.current) return;
    running.current = true;
    setAnnouncement(labels.exporting);
    try {
      const done = await onExport(format);
      setAnnouncement(done === false ? '' : labels.exported);
    } catch {
      setAnnouncement('');
    } finally {
      running.current = false;
    }
  };

  return (
    <div className="ui-export-menu">
      <Button variant="secondary" onClick={() => void run('jpeg')} loading={exporting}>
        {labels.export}
      </Button>
      <Menu
        className="ui-export-menu__more"
        label={null}
        buttonLabel={labels.exportMore}
        items={[
          { label: labels.exportPng, onSelect: () => void run('png') },
          { label: labels.exportPdf, onSelect: () => void run('pdf') },
        ]}
      />
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </div>
  );
}
