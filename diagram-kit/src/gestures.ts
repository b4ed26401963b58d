/**
 * The pointer gestures of a diagram as one small state machine outside React: a view
 * feeds it pointer, wheel and key events (`step`) and does what the effects it answers
 * say; it keeps no state of its own. Pure, so every gesture is tested without a browser.
 *
 * - A press on an item (`target`) selects it and, past `dragThreshold`, drags it.
 * - A press on the background pans, or draws a marquee when `backgroundDrag` says so.
 * - The middle button, or any button while Space is held, pans wherever it presses.
 * - Two pointers down pinch: zoom about their middle by the change of their distance,
 *   and pan as their middle moves.
 * - The wheel zooms about the pointer.
 */
import { type Point, type Rect, rectFromCorners } from './geometry';

export interface GestureOptions {
  /** Screen pixels a press moves before it turns into a drag. */
  dragThreshold: number;
  /** What a left-button press on the background does. */
  backgroundDrag: 'pan' | 'marquee';
}

export type GestureState =
  | { kind: 'idle'; space: boolean }
  | { kind: 'pressing'; space: boolean; pointerId: number; target: string; from: Point }
  | { kind: 'dragging'; space: boolean; pointerId: number; target: string; from: Point }
  | { kind: 'marquee'; space: boolean; pointerId: number; from: Point }
  | { kind: 'panning'; space: boolean; pointerId: number; last: Point }
  | {
      kind: 'pinching';
      space: boolean;
      pointers: ReadonlyMap<number, Point>;
    };

export type GestureEvent =
  | { type: 'down'; pointerId: number; button: number; at: Point; target: string | null }
  | { type: 'move'; pointerId: number; at: Point }
  | { type: 'up'; pointerId: number; at: Point }
  | { type: 'cancel'; pointerId: number }
  | { type: 'wheel'; at: Point; deltaY: number; deltaMode: number }
  | { type: 'space'; down: boolean };

export type GestureEffect =
  /** A press on an item: select it. */
  | { type: 'press'; target: string }
  /** The pointer capture a gesture needs from now on. */
  | { type: 'capture'; pointerId: number }
  | { type: 'panStart' }
  /** Move the camera so the diagram follows the pointer by `delta` screen pixels. */
  | { type: 'pan'; delta: Point }
  | { type: 'panEnd' }
  /** Zoom by `factor` about a screen point. */
  | { type: 'zoom'; at: Point; factor: number }
  | { type: 'drag'; target: string; at: Point }
  | { type: 'drop'; target: string; at: Point }
  | { type: 'dragCancel'; target: string }
  | { type: 'marquee'; rect: Rect }
  | { type: 'marqueeEnd'; rect: Rect | null };

export interface GestureStep {
  state: GestureState;
  effects: GestureEffect[];
}

export const IDLE: GestureState = { kind: 'idle', space: false };

/**
 * The zoom factor of a wheel event: exponential in its delta, so a notch zooms by the
 * same ratio at every scale; lines (`deltaMode` 1, Firefox's mice) weigh more than pixels.
 */
export const wheelZoomFactor = (deltaY: number, deltaMode: number) =>
  Math.exp(-deltaY * (deltaMode === 1 ? 0.05 : 0.0015));

const MIDDLE_BUTTON = 1;

const middleOf = (points: Iterable<Point>) => {
  const list = [...points];
  return {
    x: list.reduce((sum, p) => sum + p.x, 0) / list.length,
    y: list.reduce((sum, p) => sum + p.y, 0) / list.length,
  };
};

const spreadOf = (points: Iterable<Point>) => {
  const [a, b] = [...points];
  return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
};

const same = (state: GestureState): GestureStep => ({ state, effects: [] });

/** The next state and what the view does, for one event. */
export function step(
  state: GestureState,
  event: GestureEvent,
  options: GestureOptions,
): GestureStep {
  switch (event.type) {
    case 'space':
      return same({ ...state, space: event.down });
    case 'wheel':
      return {
        state,
        effects: [
          { type: 'zoom', at: event.at, factor: wheelZoomFactor(event.deltaY, event.deltaMode) },
        ],
      };
    case 'down':
      return down(state, event, options);
    case 'move':
      return move(state, event, options);
    case 'up':
    case 'cancel':
      return end(state, event);
  }
}

function down(
  state: GestureState,
  event: Extract<GestureEvent, { type: 'down' }>,
  options: GestureOptions,
): GestureStep {
  const { space } = state;
  const { pointerId, at } = event;
  // A second pointer turns a press or a pan into a pinch.
  if (state.kind === 'panning' || state.kind === 'pressing') {
    const first = state.kind === 'panning' ? state.last : state.from;
    const pointers = new Map([
      [state.pointerId, first],
      [pointerId, at],
    ]);
    const effects: GestureEffect[] = [{ type: 'capture', pointerId }];
    if (state.kind === 'pressing') effects.unshift({ type: 'panStart' });
    return { state: { kind: 'pinching', space, pointers }, effects };
  }
  if (state.kind !== 'idle') return same(state);
  if (event.button !== 0 && event.button !== MIDDLE_BUTTON) return same(state);
  const capture: GestureEffect = { type: 'capture', pointerId };
  if (event.target !== null && event.button === 0 && !space) {
    return {
      state: { kind: 'pressing', space, pointerId, target: event.target, from: at },
      effects: [{ type: 'press', target: event.target }, capture],
    };
  }
  if (event.button === 0 && !space && options.backgroundDrag === 'marquee') {
    return { state: { kind: 'marquee', space, pointerId, from: at }, effects: [capture] };
  }
  return {
    state: { kind: 'panning', space, pointerId, last: at },
    effects: [capture, { type: 'panStart' }],
  };
}

function move(
  state: GestureState,
  event: Extract<GestureEvent, { type: 'move' }>,
  options: GestureOptions,
): GestureStep {
  const { pointerId, at } = event;
  switch (state.kind) {
    case 'idle':
      return same(state);
    case 'pinching': {
      if (!state.pointers.has(pointerId)) return same(state);
      const pointers = new Map(state.pointers).set(pointerId, at);
      const before = middleOf(state.pointers.values());
      const after = middleOf(pointers.values());
      const spreadBefore = spreadOf(state.pointers.values());
      const factor = spreadBefore > 0 ? spreadOf(pointers.values()) / spreadBefore : 1;
      return {
        state: { ...state, pointers },
        effects: [
          { type: 'pan', delta: { x: after.x - before.x, y: after.y - before.y } },
          { type: 'zoom', at: after, factor },
        ],
      };
    }
    default:
      if (state.pointerId !== pointerId) return same(state);
  }
  switch (state.kind) {
    case 'panning':
      return {
        state: { ...state, last: at },
        effects: [{ type: 'pan', delta: { x: at.x - state.last.x, y: at.y - state.last.y } }],
      };
    case 'pressing':
      if (Math.hypot(at.x - state.from.x, at.y - state.from.y) < options.dragThreshold) {
        return same(state);
      }
      return {
        state: { ...state, kind: 'dragging' },
        effects: [{ type: 'drag', target: state.target, at }],
      };
    case 'dragging':
      return { state, effects: [{ type: 'drag', target: state.target, at }] };
    case 'marquee':
      return { state, effects: [{ type: 'marquee', rect: rectFromCorners(state.from, at) }] };
  }
}

function end(
  state: GestureState,
  event: Extract<GestureEvent, { type: 'up' } | { type: 'cancel' }>,
): GestureStep {
  const idle: GestureState = { kind: 'idle', space: state.space };
  const dropped = event.type === 'up';
  switch (state.kind) {
    case 'idle':
      return same(state);
    case 'pinching': {
      if (!state.pointers.has(event.pointerId)) return same(state);
      // The pointer that stays keeps panning.
      const rest = [...state.pointers].find(([id]) => id !== event.pointerId);
      if (!rest) return { state: idle, effects: [{ type: 'panEnd' }] };
      return same({ kind: 'panning', space: state.space, pointerId: rest[0], last: rest[1] });
    }
    default:
      if (state.pointerId !== event.pointerId) return same(state);
  }
  switch (state.kind) {
    case 'panning':
      return { state: idle, effects: [{ type: 'panEnd' }] };
    case 'pressing':
      return same(idle);
    case 'dragging':
      return {
        state: idle,
        effects: [
          dropped
            ? { type: 'drop', target: state.target, at: event.at }
            : { type: 'dragCancel', target: state.target },
        ],
      };
    case 'marquee':
      return {
        state: idle,
        effects: [
          { type: 'marqueeEnd', rect: dropped ? rectFromCorners(state.from, event.at) : null },
        ],
      };
  }
}
