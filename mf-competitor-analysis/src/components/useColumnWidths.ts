import { useCallback, useMemo, useRef, useState } from 'react';
import { BREAKPOINTS, useIsNarrow } from 'shared-ui';
import { loadWidths, storeWidths } from '../api/column-width-store';
import { keepWidthsOf, minWidth, type Widths, widthOf, withWidth } from '../model/column-widths';
import type { ColumnSizing } from './HeaderRow';

/**
 * The table's column widths: the spec's defaults and minimums for this screen (narrow
 * below the editor's 1320 px breakpoint), changed by the resize handles, remembered per
 * analysis on this device (`itemKey`; a guest's last for the visit).
 */
export function useColumnWidths(itemKey: string | null, columnIds: readonly string[]) {
  const narrow = useIsNarrow(BREAKPOINTS.editor);
  const [widths, setWidths] = useState<Widths>(() => (itemKey ? loadWidths(itemKey) : {}));
  const latest = useRef(widths);
  latest.current = widths;
  const ids = useRef(columnIds);
  ids.current = columnIds;

  const remember = useCallback(
    (next: Widths) => {
      if (itemKey) storeWidths(itemKey, keepWidthsOf(next, ids.current));
    },
    [itemKey],
  );

  const resize = useCallback(
    (columnId: string, width: number, done: boolean) => {
      const next = withWidth(latest.current, columnId, width, narrow);
      if (next !== latest.current) setWidths(next);
      if (done) remember(next);
    },
    [narrow, remember],
  );

  const reset = useCallback(
    (columnId: string) => {
      const { [columnId]: _reset, ...rest } = latest.current;
      setWidths(rest);
      remember(rest);
    },
    [remember],
  );

  const sizing: ColumnSizing = useMemo(
    () => ({
      widthOf: (columnId: string) => widthOf(widths, columnId, narrow),
      min: minWidth(narrow),
      resize,
      reset,
    }),
    [widths, narrow, resize, reset],
  );
  return { sizing, narrow };
}
