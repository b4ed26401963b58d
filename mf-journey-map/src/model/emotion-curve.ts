import { EMOTION_SCALE } from './emotion-scale';

/*
 * The emotion lane's geometry: one point per stage, at the middle of its column, high
 * for a good moment and low for a bad one, joined by a smooth curve. Pure, so the
 * drawing, dragging and keys share one rule, and so does the read-only viewer: nothing
 * here imports the schema (and zod with it).
 */

export interface CurveBox {
  /** Width of one stage's column, px. */
  columnWidth: number;
  /** Height of the lane, px; the scores spread over it with a margin for the points. */
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

const MARGIN = 14;
const SPAN = EMOTION_SCALE.max - EMOTION_SCALE.min;

export function yOfScore(score: number, { height }: CurveBox): number {
  const usable = Math.max(height - 2 * MARGIN, 1);
  return MARGIN + ((EMOTION_SCALE.max - score) / SPAN) * usable;
}

/** The score nearest a vertical position (a drag), within the limits. */
export function scoreAtY(y: number, box: CurveBox): number {
  const usable = Math.max(box.height - 2 * MARGIN, 1);
  const score = EMOTION_SCALE.max - ((y - MARGIN) / usable) * SPAN;
  return Math.min(EMOTION_SCALE.max, Math.max(EMOTION_SCALE.min, Math.round(score)));
}

export function curvePoints(scores: readonly number[], box: CurveBox): Point[] {
  return scores.map((score, index) => ({
    x: (index + 0.5) * box.columnWidth,
    y: yOfScore(score, box),
  }));
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * An SVG path through every point: a Catmull-Rom spline as cubic Béziers, so it passes
 * through each score without overshooting much between neighbours.
 */
export function curvePath(points: readonly Point[]): string {
  if (points.length === 0) return '';
  const [first] = points as [Point];
  let path = `M${round(first.x)} ${round(first.y)}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[i - 1] ?? points[i]!;
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    const p3 = points[i + 2] ?? p2;
    const c1 = { x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6 };
    const c2 = { x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6 };
    path += `C${round(c1.x)} ${round(c1.y)} ${round(c2.x)} ${round(c2.y)} ${round(p2.x)} ${round(p2.y)}`;
  }
  return path;
}

/** What a key does on the curve's focused point (the APG slider, one per stage). */
export type CurveCommand =
  | { kind: 'score'; delta: number }
  | { kind: 'scoreTo'; score: number }
  | { kind: 'point'; delta: number }
  | { kind: 'pointTo'; index: 'first' | 'last' };

/** The curve's key bindings as data, beside what they run. */
export const CURVE_KEYS: Readonly<Record<string, CurveCommand>> = {
  ArrowUp: { kind: 'score', delta: 1 },
  ArrowDown: { kind: 'score', delta: -1 },
  PageUp: { kind: 'scoreTo', score: EMOTION_SCALE.max },
  PageDown: { kind: 'scoreTo', score: EMOTION_SCALE.min },
  ArrowLeft: { kind: 'point', delta: -1 },
  ArrowRight: { kind: 'point', delta: 1 },
  Home: { kind: 'pointTo', index: 'first' },
  End: { kind: 'pointTo', index: 'last' },
};
