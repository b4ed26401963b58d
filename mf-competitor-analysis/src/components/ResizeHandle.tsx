import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { analysisText } from '../i18n';
import { MAX_COLUMN_WIDTH, RESIZE_STEP } from '../model/column-widths';

export interface ResizeHandleProps {
  columnName: string;
  width: number;
  min: number;
  tabIndex: number;
  /** While dragging or pressing keys; `done` once the width has settled (to remember it). */
  onResize(width: number, done: boolean): void;
  onReset(): void;
}

/**
 * The edge of a column header (spec §2: widths resizable by dragging). Also a focusable
 * separator (WAI-ARIA window splitter) so the keyboard can do what the mouse does:
 * arrows by 10 px (Shift: 50), Home to the minimum, End to the maximum; a double click or
 * Enter puts the default width back.
 */
export function ResizeHandle({
  columnName,
  width,
  min,
  tabIndex,
  onResize,
  onReset,
}: ResizeHandleProps) {
  const t = analysisText.useT();
  const drag = useRef<{ x: number; width: number; last: number } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, width, last: width };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    const next = start.width + event.clientX - start.x;
    start.last = next;
    onResize(next, false);
  };
  const onPointerEnd = () => {
    const start = drag.current;
    if (!start) return;
    drag.current = null;
    onResize(start.last, true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? RESIZE_STEP * 5 : RESIZE_STEP;
    const targets: Record<string, number> = {
      ArrowLeft: width - step,
      ArrowRight: width + step,
      Home: min,
      End: MAX_COLUMN_WIDTH,
    };
    const target = targets[event.key];
    // Every key a separator answers stays here: arrows resize, they do not move in the grid.
    if (target !== undefined) {
      event.preventDefault();
      event.stopPropagation();
      onResize(target, true);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      event.stopPropagation();
      onReset();
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.stopPropagation();
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: an <hr> cannot be focused or dragged; a focusable separator is the APG splitter
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={t('resizeColumn', { column: columnName || t('empty') })}
      aria-valuenow={width}
      aria-valuemin={min}
      aria-valuemax={MAX_COLUMN_WIDTH}
      title={t('resizeHint')}
      tabIndex={tabIndex}
      className="ca-resize ui-editor-control"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onLostPointerCapture={onPointerEnd}
      onDoubleClick={onReset}
      onKeyDown={onKeyDown}
    />
  );
}
