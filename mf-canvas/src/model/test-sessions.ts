/**
 * Random editing sessions for the model's property tests: pointer, wheel and key actions
 * and whole drags, aimed at the shapes of the state they are applied to, and the
 * soundness every state must keep.
 */
import { centre, clampCamera, diagramToScreen, type Point } from 'diagram-kit';
import fc from 'fast-check';
import { expect } from 'vitest';
import { CANVAS, CANVAS_CAMERA } from './canvas-constants';
import type { EditorAction, EditorState } from './editor-state';
import { handlePosition, RESIZE_DIRECTIONS } from './resize';
import { connectorHandleCentre } from './shapes';

/** Where a pointer action lands: on a shape, one of its handles, its connector, or anywhere. */
const spot = fc.oneof(
  fc.record({
    on: fc.constant('shape' as const),
    index: fc.nat(),
    dx: fc.double({ min: -0.5, max: 0.5, noNaN: true }),
    dy: fc.double({ min: -0.5, max: 0.5, noNaN: true }),
  }),
  fc.record({
    on: fc.constant('handle' as const),
    index: fc.nat(),
    direction: fc.constantFrom(...RESIZE_DIRECTIONS),
  }),
  fc.record({ on: fc.constant('connector' as const), index: fc.nat() }),
  fc.record({
    on: fc.constant('screen' as const),
    x: fc.double({ min: -50, max: 1100, noNaN: true }),
    y: fc.double({ min: -50, max: 900, noNaN: true }),
  }),
);
type Spot = typeof spot extends fc.Arbitrary<infer S> ? S : never;

export const action = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('pointerDown' as const),
      at: spot,
      button: fc.constantFrom(0 as const, 1 as const, 2 as const),
      shiftKey: fc.boolean(),
      altKey: fc.boolean(),
    }),
  },
  { weight: 4, arbitrary: fc.record({ type: fc.constant('pointerMove' as const), at: spot }) },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('pointerUp' as const), at: spot }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('doubleClick' as const), at: spot }) },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('wheel' as const),
      at: spot,
      deltaY: fc.double({ min: -1000, max: 1000, noNaN: true }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('resizeViewport' as const),
      width: fc.integer({ min: 1, max: 4000 }),
      height: fc.integer({ min: 1, max: 4000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('zoomStep' as const),
      direction: fc.constantFrom(1 as const, -1 as const),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('addShape' as const),
      kind: fc.constantFrom('rectangle' as const, 'circle' as const),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('editText' as const),
      text: fc.string({ unit: 'grapheme', maxLength: 12 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      ...(
        [
          'pointerLeave',
          'cancelPointer',
          'deleteSelection',
          'selectAll',
          'escape',
          'commitText',
        ] as const
      ).map((type) => ({ type })),
    ),
  },
);
export type Generated = typeof action extends fc.Arbitrary<infer A> ? A : never;

/** A whole drag: press, a few moves, release; mostly with the left button. */
const gesture: fc.Arbitrary<Generated[]> = fc
  .record({
    down: spot,
    button: fc.constantFrom(0 as const, 0 as const, 1 as const, 2 as const),
    shiftKey: fc.boolean(),
    altKey: fc.boolean(),
    moves: fc.array(spot, { maxLength: 3 }),
    up: spot,
  })
  .map(({ down, button, shiftKey, altKey, moves, up }) => [
    { type: 'pointerDown' as const, at: down, button, shiftKey, altKey },
    ...moves.map((at) => ({ type: 'pointerMove' as const, at })),
    { type: 'pointerUp' as const, at: up },
  ]);

/** Single actions and whole gestures, in any order. */
export const session = fc
  .array(
    fc.oneof(
      action.map((a) => [a]),
      gesture,
    ),
    { minLength: 1, maxLength: 30, size: 'medium' },
  )
  .map((parts) => parts.flat());

function screenOf(state: EditorState, at: Spot): Point {
  const { shapes } = state.doc;
  const toScreen = (p: Point) => diagramToScreen(state.viewport, p);
  if (at.on === 'screen' || shapes.length === 0) return at.on === 'screen' ? at : { x: 10, y: 10 };
  const shape = shapes[at.index % shapes.length]!;
  if (at.on === 'shape') {
    const c = centre(shape);
    return toScreen({ x: c.x + at.dx * shape.width, y: c.y + at.dy * shape.height });
  }
  if (at.on === 'handle') return toScreen(handlePosition(shape, at.direction));
  return toScreen(connectorHandleCentre(shape));
}

export function resolve(state: EditorState, a: Generated): EditorAction {
  return 'at' in a
    ? ({ ...a, screen: screenOf(state, a.at) } as EditorAction)
    : (a as EditorAction);
}

export function expectSound(state: EditorState) {
  const { shapes, arrows } = state.doc;
  const ids = [...shapes, ...arrows].map((item) => item.id);
  expect(new Set(ids).size).toBe(ids.length);
  const shapeIds = new Set(shapes.map((s) => s.id));
  for (const arrow of arrows) {
    for (const end of [arrow.shapeIdStart, arrow.shapeIdFinish]) {
      if (end !== null) expect(shapeIds.has(end)).toBe(true);
    }
  }
  for (const shape of shapes) {
    expect(shape.width).toBeGreaterThanOrEqual(CANVAS.minShapeSize);
    expect(shape.height).toBeGreaterThanOrEqual(CANVAS.minShapeSize);
  }
  const editing = shapes.filter((s) => s.isEditing);
  expect(editing.length).toBe(state.textDraft === null ? 0 : 1);
  expect(state.viewport.scale).toBeGreaterThanOrEqual(CANVAS.minZoom);
  expect(state.viewport.scale).toBeLessThanOrEqual(CANVAS.maxZoom);
  expect(clampCamera(state.viewport, CANVAS_CAMERA)).toEqual(state.viewport);
}
