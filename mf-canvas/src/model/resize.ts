/**
 * Resizing a shape by one of its eight handles (spec §3, §4). The edge opposite the
 * handle stays put; when the pointer crosses it the handle's direction flips, and the
 * shape never gets smaller than 50×50 (spec §5).
 */
import { bottom, type Point, type Rect, right } from 'diagram-kit';
import { CANVAS } from './canvas-constants';

type Horizontal = 'left' | 'right' | null;
type Vertical = 'top' | 'bottom' | null;

export type ResizeDirection =
  | 'top'
  | 'right'
  | 'bottom'
  | 'left'
  | 'top-left'
  | 'top-right'
  | 'bottom-left'
  | 'bottom-right';

export const RESIZE_DIRECTIONS: readonly ResizeDirection[] = [
  'top-left',
  'top',
  'top-right',
  'right',
  'bottom-right',
  'bottom',
  'bottom-left',
  'left',
];

function split(direction: ResizeDirection): { h: Horizontal; v: Vertical } {
  const [first, second] = direction.split('-') as [string, string | undefined];
  if (second) return { v: first as Vertical, h: second as Horizontal };
  if (first === 'left' || first === 'right') return { h: first, v: null };
  return { h: null, v: first as Vertical };
}

function join(h: Horizontal, v: Vertical): ResizeDirection {
  if (h && v) return `${v}-${h}`;
  return (h ?? v)!;
}

/** Where the handle of `direction` sits on `rect` (corners and edge midpoints). */
export function handlePosition(rect: Rect, direction: ResizeDirection): Point {
  const { h, v } = split(direction);
  const x = h === 'left' ? rect.x : h === 'right' ? right(rect) : rect.x + rect.width / 2;
  const y = v === 'top' ? rect.y : v === 'bottom' ? bottom(rect) : rect.y + rect.height / 2;
  return { x, y };
}

/**
 * One axis: the dragged edge follows the pointer, the anchor (the opposite edge at the
 * start of the drag) stays. Past the anchor the dragged edge becomes the other side.
 */
function resizeAxis(
  start: number,
  size: number,
  moving: 'low' | 'high',
  pointer: number,
  minSize: number,
): { start: number; size: number; moving: 'low' | 'high' } {
  const anchor = moving === 'high' ? start : start + size;
  const flipped = moving === 'high' ? pointer < anchor : pointer > anchor;
  const side = flipped ? (moving === 'high' ? 'low' : 'high') : moving;
  const length = Math.max(minSize, Math.abs(pointer - anchor));
  return side === 'high'
    ? { start: anchor, size: length, moving: side }
    : { start: anchor - length, size: length, moving: side };
}

export interface ResizeResult {
  rect: Rect;
  /** The handle's direction now: flipped on each axis whose opposite edge was crossed. */
  direction: ResizeDirection;
}

/**
 * The box a shape gets when the handle `direction` of `startRect` (the box when the
 * drag began) is dragged to `pointer`. Computed from the start every time, so a drag
 * back across the anchor flips back.
 */
export function resizeRect(
  startRect: Rect,
  direction: ResizeDirection,
  pointer: Point,
  minSize: number = CANVAS.minShapeSize,
): ResizeResult {
  const { h, v } = split(direction);
  let { x, width } = startRect;
  let { y, height } = startRect;
  let newH = h;
  let newV = v;
  if (h) {
    const axis = resizeAxis(
      startRect.x,
      startRect.width,
      h === 'right' ? 'high' : 'low',
      pointer.x,
      minSize,
    );
    x = axis.start;
    width = axis.size;
    newH = axis.moving === 'high' ? 'right' : 'left';
  }
  if (v) {
    const axis = resizeAxis(
      startRect.y,
      startRect.height,
      v === 'bottom' ? 'high' : 'low',
      pointer.y,
      minSize,
    );
    y = axis.start;
    height = axis.size;
    newV = axis.moving === 'high' ? 'bottom' : 'top';
  }
  return { rect: { x, y, width, height }, direction: join(newH, newV) };
}

/** The CSS cursor of a handle. */
export function resizeCursor(direction: ResizeDirection): string {
  switch (direction) {
    case 'left':
    case 'right':
      return 'ew-resize';
    case 'top':
    case 'bottom':
      return 'ns-resize';
    case 'top-left':
    case 'bottom-right':
      return 'nwse-resize';
    default:
      return 'nesw-resize';
  }
}
