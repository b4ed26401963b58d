import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CANVAS } from './canvas-constants';
import { editorReducer } from './editor';
import { createEditorState, type EditorAction, type EditorState } from './editor-state';
import type { Point } from './geometry';
import { centre } from './geometry';
import { sequentialRandomness } from './ids';
import { handlePosition, RESIZE_DIRECTIONS } from './resize';
import { prototypeDocument } from './scene';
import { connectorHandleCentre } from './shapes';
import { clampViewport, worldToScreen } from './viewport';

/*
 * Any sequence of pointer, wheel and key actions leaves a sound document and camera:
 * ids unique, every attached arrow end on a shape that exists, no shape below 50 × 50,
 * at most one shape in text editing and only while text is being typed, the scale within
 * 0.4..2 and the camera inside the world, and every mode ended by a release. (The editor
 * has no undo/redo, so there is no history to check.)
 */

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

const action = fc.oneof(
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
type Generated = typeof action extends fc.Arbitrary<infer A> ? A : never;

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
const session = fc
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
  const toScreen = (p: Point) => worldToScreen(state.viewport, p);
  if (at.on === 'screen' || shapes.length === 0) return at.on === 'screen' ? at : { x: 10, y: 10 };
  const shape = shapes[at.index % shapes.length]!;
  if (at.on === 'shape') {
    const c = centre(shape);
    return toScreen({ x: c.x + at.dx * shape.width, y: c.y + at.dy * shape.height });
  }
  if (at.on === 'handle') return toScreen(handlePosition(shape, at.direction));
  return toScreen(connectorHandleCentre(shape));
}

function resolve(state: EditorState, a: Generated): EditorAction {
  return 'at' in a
    ? ({ ...a, screen: screenOf(state, a.at) } as EditorAction)
    : (a as EditorAction);
}

function expectSound(state: EditorState) {
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
  expect(clampViewport(state.viewport)).toEqual(state.viewport);
}

describe('the canvas editor', () => {
  it('keeps the document and the camera sound through any sequence of actions', () => {
    fc.assert(
      fc.property(
        fc.array(action, { maxLength: 60 }),
        fc.integer({ min: 1, max: 1000 }),
        (actions, seed) => {
          const randomness = sequentialRandomness(seed);
          let state = createEditorState(prototypeDocument(randomness), {
            width: 1000,
            height: 800,
          });
          for (const a of actions) {
            state = editorReducer(state, resolve(state, a), randomness);
            expectSound(state);
            if (a.type === 'pointerUp' || a.type === 'cancelPointer') {
              expect(state.mode.kind).toBe('idle');
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('answers the same state object to an action that changes nothing', () => {
    fc.assert(
      fc.property(session, (actions) => {
        const randomness = sequentialRandomness(1);
        let state = createEditorState(prototypeDocument(randomness), { width: 1000, height: 800 });
        for (const a of actions) state = editorReducer(state, resolve(state, a), randomness);
        const idle = editorReducer(state, { type: 'cancelPointer' }, randomness);
        expect(editorReducer(idle, { type: 'cancelPointer' }, randomness)).toBe(idle);
        const size = {
          type: 'resizeViewport' as const,
          width: idle.viewport.width,
          height: idle.viewport.height,
        };
        expect(editorReducer(idle, size, randomness)).toBe(idle);
      }),
      { numRuns: 50 },
    );
  });
});
