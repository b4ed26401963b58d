import type { RefObject } from 'react';
import { sitemapText } from '../i18n';
import { ZOOM_STEP } from '../model/diagram-navigation';
import type { TreeLayout } from '../model/tree-layout';

interface DiagramZoomControlsProps {
  zoomBy(factor: number): void;
  fit(): void;
  /** The zoom's figure, written by the camera without a render. */
  labelRef: RefObject<HTMLSpanElement | null>;
}

/** The diagram's zoom buttons, in its corner: out, the figure, in, and fit. */
export function DiagramZoomControls({ zoomBy, fit, labelRef }: DiagramZoomControlsProps) {
  const t = sitemapText.useT();
  return (
    <div className="sm-diagram__zoom ui-editor-control">
      <button
        type="button"
        onClick={() => zoomBy(1 / ZOOM_STEP)}
        aria-label={t('diagram.zoomOut')}
        title={t('diagram.zoomOut')}
      >
        −
      </button>
      <span ref={labelRef} aria-live="off" />
      <button
        type="button"
        onClick={() => zoomBy(ZOOM_STEP)}
        aria-label={t('diagram.zoomIn')}
        title={t('diagram.zoomIn')}
      >
        +
      </button>
      <button type="button" onClick={fit}>
        {t('diagram.fit')}
      </button>
    </div>
  );
}

/**
 * The thumbnail shows the whole diagram in the 4:3 frame of the project cards (which
 * crop anything else), centred: the frame's size and the diagram's offset in it.
 */
export function thumbnailFrame(layout: TreeLayout) {
  const width = Math.max(layout.width, (layout.height * 4) / 3);
  const height = (width * 3) / 4;
  return {
    '--sm-thumb-width': `${width}px`,
    '--sm-thumb-height': `${height}px`,
    '--sm-thumb-dx': `${(width - layout.width) / 2}px`,
    '--sm-thumb-dy': `${(height - layout.height) / 2}px`,
  };
}
