import { useCallback, useMemo, useRef, useState } from 'react';
import { dropAllowed, type TreeLayout } from '../model/tree-layout';

/**
 * A box being dragged: its title follows the pointer (the ghost, moved without a
 * render) and the box under it is marked as a drop target, refused when it is the
 * dragged page's own subtree.
 */
export function useDragGhost(layout: TreeLayout, titleOf: (id: string) => string) {
  const ghostRef = useRef<HTMLDivElement>(null);
  const target = useRef<string | null>(null);
  const [dropTarget, setDropTarget] = useState<{ id: string; ok: boolean } | null>(null);

  /** The page `id` dragged to a point of the viewport, over the page `over` (or none). */
  const show = useCallback(
    (id: string, at: { x: number; y: number }, over: string | null) => {
      const ghost = ghostRef.current;
      if (ghost) {
        ghost.hidden = false;
        ghost.textContent = titleOf(id);
        ghost.style.transform = `translate(${at.x + 8}px, ${at.y + 8}px)`;
      }
      const next = over === id ? null : over;
      if (next !== target.current) {
        target.current = next;
        setDropTarget(next ? { id: next, ok: dropAllowed(layout, id, next) } : null);
      }
    },
    [layout, titleOf],
  );

  /** The drag ended: the page it was over, if any. */
  const end = useCallback(() => {
    const over = target.current;
    target.current = null;
    if (ghostRef.current) ghostRef.current.hidden = true;
    setDropTarget(null);
    return over;
  }, []);

  return useMemo(() => ({ ghostRef, dropTarget, show, end }), [dropTarget, show, end]);
}
