/**
 * Panning moves every pixel of the canvas by the same whole number of device pixels, so
 * a pan frame can shift the previous frame's pixels (one bitmap copy) and draw only the
 * strips that came into view, instead of the whole scene. This is how map viewers and
 * terminals scroll; anything else (a zoom, an edit, a fractional shift that would blur)
 * draws the whole scene. The result is the same pixels as a full draw.
 */
import type { Camera } from './camera';
import type { Rect } from './geometry';

/** Device-pixel offsets below this count as whole: float noise, not a fractional pan. */
const WHOLE_PIXEL_TOLERANCE = 1e-3;

export interface Shift {
  /** Device pixels the old image moves by. */
  dx: number;
  dy: number;
}

/**
 * How far the pixels drawn through camera `a` move to show camera `b`, or null when the
 * frame must be drawn in full: anything but the camera position changed (`sameContent`
 * false: the view's content or state changed), or the shift is not whole pixels.
 */
export function scrollShift(
  a: Camera,
  b: Camera,
  pixelRatio: number,
  sameContent = true,
): Shift | null {
  if (!sameContent) return null;
  if (a.scale !== b.scale || a.width !== b.width || a.height !== b.height) return null;
  const dx = (a.x - b.x) * b.scale * pixelRatio;
  const dy = (a.y - b.y) * b.scale * pixelRatio;
  const wholeX = Math.round(dx);
  const wholeY = Math.round(dy);
  if (
    Math.abs(dx - wholeX) > WHOLE_PIXEL_TOLERANCE ||
    Math.abs(dy - wholeY) > WHOLE_PIXEL_TOLERANCE
  ) {
    return null;
  }
  if (Math.abs(wholeX) >= a.width * pixelRatio || Math.abs(wholeY) >= a.height * pixelRatio)
    return null;
  return { dx: wholeX, dy: wholeY };
}

/**
 * The strips a shift uncovers, in CSS pixels: a vertical strip on the side the image moved
 * away from and a horizontal one (the corner once). Empty for a shift of zero.
 */
export function uncoveredStrips(
  shift: Shift,
  width: number,
  height: number,
  pixelRatio: number,
): Rect[] {
  const dx = shift.dx / pixelRatio;
  const dy = shift.dy / pixelRatio;
  const strips: Rect[] = [];
  if (dx > 0) strips.push({ x: 0, y: 0, width: dx, height });
  if (dx < 0) strips.push({ x: width + dx, y: 0, width: -dx, height });
  const left = Math.max(0, dx);
  const stripWidth = width - Math.abs(dx);
  if (dy > 0) strips.push({ x: left, y: 0, width: stripWidth, height: dy });
  if (dy < 0) strips.push({ x: left, y: height + dy, width: stripWidth, height: -dy });
  return strips;
}
