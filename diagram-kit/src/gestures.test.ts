import { describe, expect, it } from 'vitest';
import {
  type GestureEffect,
  type GestureEvent,
  type GestureOptions,
  type GestureState,
  IDLE,
  step,
  wheelZoomFactor,
} from './gestures';

const PAN: GestureOptions = { dragThreshold: 5, backgroundDrag: 'pan' };
const MARQUEE: GestureOptions = { dragThreshold: 5, backgroundDrag: 'marquee' };

/** Feeds the events in turn: the last state and every effect, in order. */
function run(events: GestureEvent[], options = PAN, from: GestureState = IDLE) {
  let state = from;
  const effects: GestureEffect[] = [];
  for (const event of events) {
    const next = step(state, event, options);
    state = next.state;
    effects.push(...next.effects);
  }
  return { state, effects };
}

const down = (at: [number, number], target: string | null = null, button = 0, pointerId = 1) =>
  ({ type: 'down', pointerId, button, at: { x: at[0], y: at[1] }, target }) as const;
const move = (at: [number, number], pointerId = 1) =>
  ({ type: 'move', pointerId, at: { x: at[0], y: at[1] } }) as const;
const up = (at: [number, number], pointerId = 1) =>
  ({ type: 'up', pointerId, at: { x: at[0], y: at[1] } }) as const;

describe('a press on an item', () => {
  it('selects it and stays a press while the pointer moves less than the threshold', () => {
    const { state, effects } = run([down([10, 10], 'a'), move([13, 13]), up([13, 13])]);
    expect(effects).toEqual([
      { type: 'press', target: 'a' },
      { type: 'capture', pointerId: 1 },
    ]);
    expect(state).toEqual(IDLE);
  });

  it('turns into a drag past the threshold and drops where it is released', () => {
    const { effects } = run([down([10, 10], 'a'), move([20, 10]), move([30, 12]), up([31, 12])]);
    expect(effects.slice(2)).toEqual([
      { type: 'drag', target: 'a', at: { x: 20, y: 10 } },
      { type: 'drag', target: 'a', at: { x: 30, y: 12 } },
      { type: 'drop', target: 'a', at: { x: 31, y: 12 } },
    ]);
  });

  it('drops nothing when the pointer is cancelled', () => {
    const { effects, state } = run([
      down([10, 10], 'a'),
      move([40, 10]),
      { type: 'cancel', pointerId: 1 },
    ]);
    expect(effects.at(-1)).toEqual({ type: 'dragCancel', target: 'a' });
    expect(state.kind).toBe('idle');
  });

  it('ignores another pointer moving or lifting', () => {
    const { effects } = run([down([10, 10], 'a'), move([90, 90], 2), up([90, 90], 2)]);
    expect(effects).toHaveLength(2);
  });
});

describe('panning', () => {
  it('follows a press on the background by each move', () => {
    const { effects, state } = run([down([0, 0]), move([5, 2]), move([15, -3]), up([15, -3])]);
    expect(effects).toEqual([
      { type: 'capture', pointerId: 1 },
      { type: 'panStart' },
      { type: 'pan', delta: { x: 5, y: 2 } },
      { type: 'pan', delta: { x: 10, y: -5 } },
      { type: 'panEnd' },
    ]);
    expect(state).toEqual(IDLE);
  });

  it('takes the middle button anywhere, even on an item', () => {
    const { effects } = run([down([0, 0], 'a', 1), move([4, 4])]);
    expect(effects.map((e) => e.type)).toEqual(['capture', 'panStart', 'pan']);
  });

  it('takes any press while Space is held, until it is let go', () => {
    const held = run([{ type: 'space', down: true }, down([0, 0], 'a'), move([1, 0]), up([1, 0])]);
    expect(held.effects.map((e) => e.type)).toEqual(['capture', 'panStart', 'pan', 'panEnd']);
    const after = run([{ type: 'space', down: false }, down([0, 0], 'a')], PAN, held.state);
    expect(after.effects[0]).toEqual({ type: 'press', target: 'a' });
  });

  it('ignores the right button', () => {
    expect(run([down([0, 0], null, 2), move([5, 5])]).effects).toEqual([]);
  });
});

describe('a marquee', () => {
  it('spans from the press to the pointer, and ends with its last rectangle', () => {
    const { effects } = run([down([10, 10]), move([4, 30]), up([0, 40])], MARQUEE);
    expect(effects).toEqual([
      { type: 'capture', pointerId: 1 },
      { type: 'marquee', rect: { x: 4, y: 10, width: 6, height: 20 } },
      { type: 'marqueeEnd', rect: { x: 0, y: 10, width: 10, height: 30 } },
    ]);
  });

  it('ends with none when cancelled', () => {
    const { effects } = run([down([10, 10]), { type: 'cancel', pointerId: 1 }], MARQUEE);
    expect(effects.at(-1)).toEqual({ type: 'marqueeEnd', rect: null });
  });
});

describe('a pinch', () => {
  it('zooms about the middle of two pointers by the change of their distance', () => {
    const { effects, state } = run([down([0, 0]), down([100, 0], null, 0, 2), move([200, 0], 2)]);
    expect(state.kind).toBe('pinching');
    expect(effects.slice(-2)).toEqual([
      { type: 'pan', delta: { x: 50, y: 0 } },
      { type: 'zoom', at: { x: 100, y: 0 }, factor: 2 },
    ]);
  });

  it('goes on panning with the pointer that stays, and ends with it', () => {
    const pinch = run([down([0, 0], 'a'), down([100, 0], null, 0, 2), up([100, 0], 2)]);
    expect(pinch.state).toMatchObject({ kind: 'panning', pointerId: 1 });
    const rest = run([move([3, 4]), up([3, 4])], PAN, pinch.state);
    expect(rest.effects).toEqual([{ type: 'pan', delta: { x: 3, y: 4 } }, { type: 'panEnd' }]);
  });
});

describe('the wheel', () => {
  it('zooms about the pointer, down zooming out, a notch the same ratio at every scale', () => {
    const { effects } = run([{ type: 'wheel', at: { x: 7, y: 8 }, deltaY: 100, deltaMode: 0 }]);
    expect(effects).toEqual([{ type: 'zoom', at: { x: 7, y: 8 }, factor: Math.exp(-0.15) }]);
    expect(wheelZoomFactor(-3, 1)).toBeCloseTo(Math.exp(0.15), 12);
  });
});
