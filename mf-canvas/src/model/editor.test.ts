import { diagramToScreen, screenToDiagram } from 'diagram-kit';
import { describe, expect, it } from 'vitest';
import { arrowGeometry } from './arrows';
import { type CanvasDocument, shapesById } from './document';
import { type EditorState, modeFlags } from './editor-state';
import { arrow, shape, testEditor } from './test-helpers';

// A 1000×800 canvas at scale 1 centred on the origin: screen = world + (500, 400).
const SIZE = { width: 1000, height: 800 };
const startDoc: CanvasDocument = {
  shapes: [shape('a', -300, -50), shape('b', 0, -50), shape('c', 300, -50)],
  arrows: [],
};

const editor = (doc: CanvasDocument = startDoc) => testEditor(doc, SIZE);

const selected = (state: EditorState) => [
  ...state.doc.shapes.filter((s) => s.isSelected).map((s) => s.id),
  ...state.doc.arrows.filter((a) => a.isSelected).map((a) => a.id),
];
const shapeOf = (state: EditorState, id: string) => shapesById(state.doc).get(id)!;

describe('selecting', () => {
  it('selects by click, adds by shift-click, clears by clicking empty space', () => {
    const e = editor();
    e.click({ x: -250, y: 0 });
    expect(selected(e.state)).toEqual(['a']);
    e.click({ x: 50, y: 0 }, { shift: true });
    expect(selected(e.state)).toEqual(['a', 'b']);
    e.click({ x: 50, y: 0 });
    expect(selected(e.state)).toEqual(['b']);
    e.click({ x: 0, y: 300 });
    expect(selected(e.state)).toEqual([]);
  });

  it('selects what a rubber band touches, clearing the selection and editing first', () => {
    const e = editor();
    e.dispatch({ type: 'doubleClick', screen: e.screen({ x: 350, y: 0 }) });
    expect(modeFlags(e.state).editing).toBe(true);
    e.down({ x: -400, y: -200 });
    expect(selected(e.state)).toEqual([]);
    expect(modeFlags(e.state)).toMatchObject({ selecting: true, editing: false });
    e.dispatch({ type: 'pointerMove', screen: e.screen({ x: 20, y: 100 }) });
    expect(selected(e.state)).toEqual(['a', 'b']);
    e.dispatch({ type: 'pointerUp', screen: e.screen({ x: 20, y: 100 }) });
    expect(modeFlags(e.state).selecting).toBe(false);
    expect(selected(e.state)).toEqual(['a', 'b']);
  });

  it('selects all shapes with Ctrl or Cmd+A, and nothing with Escape', () => {
    const e = editor();
    e.key('a', { ctrlKey: true });
    expect(selected(e.state)).toEqual(['a', 'b', 'c']);
    e.key('Escape');
    expect(selected(e.state)).toEqual([]);
    e.key('a', { metaKey: true });
    expect(selected(e.state)).toHaveLength(3);
  });
});

describe('moving and duplicating', () => {
  it('drags the whole selection', () => {
    const e = editor();
    e.key('a', { ctrlKey: true });
    e.drag({ x: 50, y: 0 }, { x: 80, y: 40 });
    expect(e.state.doc.shapes.map((s) => [s.x, s.y])).toEqual([
      [-270, -10],
      [30, -10],
      [330, -10],
    ]);
  });

  it('a drag on an unselected shape selects and moves it alone', () => {
    const e = editor();
    e.click({ x: -250, y: 0 });
    e.drag({ x: 50, y: 0 }, { x: 50, y: 100 });
    expect(selected(e.state)).toEqual(['b']);
    expect(shapeOf(e.state, 'b')).toMatchObject({ x: 0, y: 50 });
    expect(shapeOf(e.state, 'a')).toMatchObject({ x: -300, y: -50 });
  });

  it('a click too small to be a drag does not move anything', () => {
    const e = editor();
    e.drag({ x: 50, y: 0 }, { x: 51, y: 1 });
    expect(shapeOf(e.state, 'b')).toMatchObject({ x: 0, y: -50 });
  });

  it('alt-drag on a selected shape duplicates the selection with new ids and moves the copies', () => {
    const e = editor();
    e.click({ x: -250, y: 0 });
    e.click({ x: 50, y: 0 }, { shift: true });
    e.drag({ x: 50, y: 0 }, { x: 50, y: 300 }, { alt: true });
    const shapes = e.state.doc.shapes;
    expect(shapes).toHaveLength(5);
    expect(shapes.slice(0, 3).map((s) => [s.id, s.y])).toEqual([
      ['a', -50],
      ['b', -50],
      ['c', -50],
    ]);
    const copies = shapes.slice(3);
    expect(copies.map((s) => s.id)).not.toContain('a');
    expect(new Set(shapes.map((s) => s.id)).size).toBe(5);
    expect(copies.map((s) => [s.x, s.y, s.isSelected])).toEqual([
      [-300, 250, true],
      [0, 250, true],
    ]);
  });

  it('an alt-click without a drag copies nothing', () => {
    const e = editor();
    e.click({ x: 50, y: 0 });
    e.click({ x: 50, y: 0 }, { alt: true });
    expect(e.state.doc.shapes).toHaveLength(3);
    expect(selected(e.state)).toEqual(['b']);
  });

  it('alt on an unselected shape is a plain press', () => {
    const e = editor();
    e.drag({ x: 50, y: 0 }, { x: 50, y: 300 }, { alt: true });
    expect(e.state.doc.shapes).toHaveLength(3);
  });
});

describe('resizing', () => {
  it('drags a handle past the opposite edge: flipped, never under 50', () => {
    const e = editor();
    e.click({ x: 350, y: 0 });
    // c spans x 300..400; its right handle is at (400, 0).
    e.down({ x: 400, y: 0 });
    expect(e.state.mode).toMatchObject({ kind: 'resizing', direction: 'right' });
    e.dispatch({ type: 'pointerMove', screen: e.screen({ x: 200, y: 0 }) });
    expect(e.state.mode).toMatchObject({ kind: 'resizing', direction: 'left' });
    expect(shapeOf(e.state, 'c')).toMatchObject({ x: 200, width: 100, y: -50, height: 100 });
    e.dispatch({ type: 'pointerMove', screen: e.screen({ x: 290, y: 0 }) });
    expect(shapeOf(e.state, 'c')).toMatchObject({ x: 250, width: 50 });
    e.dispatch({ type: 'pointerUp', screen: e.screen({ x: 290, y: 0 }) });
    expect(e.state.mode.kind).toBe('idle');
  });
});

describe('arrows', () => {
  // The connector handle sits 75 right of the right edge, at mid-height.
  const handleOfA = { x: -125, y: 0 };

  it('left-drag from the connector handle draws a straight arrow attached to the shape under the pointer', () => {
    const e = editor();
    e.click({ x: -250, y: 0 });
    e.drag(handleOfA, { x: 350, y: 20 });
    expect(e.state.doc.arrows).toEqual([
      expect.objectContaining({ type: 'straight', shapeIdStart: 'a', shapeIdFinish: 'c' }),
    ]);
  });

  it('right-drag draws a broken (elbow) arrow', () => {
    const e = editor();
    e.click({ x: -250, y: 0 });
    e.drag(handleOfA, { x: 50, y: 0 }, { button: 2 });
    expect(e.state.doc.arrows).toEqual([
      expect.objectContaining({ type: 'broken', shapeIdStart: 'a', shapeIdFinish: 'b' }),
    ]);
  });

  it('released on empty space, the arrow ends at those coordinates and keeps them', () => {
    const e = editor();
    e.click({ x: -250, y: 0 });
    e.drag(handleOfA, { x: -100, y: 300 });
    const made = e.state.doc.arrows[0]!;
    expect(made).toMatchObject({ shapeIdFinish: null, coordsFinish: { x: -100, y: 300 } });
    // Moving the start shape moves the tail only.
    e.drag({ x: -250, y: 0 }, { x: -250, y: -100 });
    const { points } = arrowGeometry(e.state.doc.arrows[0]!, shapesById(e.state.doc));
    expect(points[points.length - 1]).toEqual({ x: -100, y: 300 });
    expect(points[0]!.y).toBeLessThan(0);
  });

  it('follows its shapes when they move', () => {
    const e = editor({ ...startDoc, arrows: [arrow('a-c', 'a', 'c')] });
    const before = arrowGeometry(e.state.doc.arrows[0]!, shapesById(e.state.doc)).points;
    expect(before).toEqual([
      { x: -200, y: 0 },
      { x: 300, y: 0 },
    ]);
    e.drag({ x: 350, y: 0 }, { x: 350, y: 200 });
    const after = arrowGeometry(e.state.doc.arrows[0]!, shapesById(e.state.doc)).points;
    expect(after[1]!.y).toBeGreaterThan(100);
  });

  it('is not made when released on its own shape or without leaving the handle', () => {
    const e = editor();
    e.click({ x: -250, y: 0 });
    e.drag(handleOfA, { x: -250, y: 10 });
    e.click(handleOfA);
    expect(e.state.doc.arrows).toEqual([]);
  });

  it('is selected by a click on its line and deleted with Backspace', () => {
    const e = editor({ ...startDoc, arrows: [arrow('a-b', 'a', 'b')] });
    e.click({ x: -100, y: 2 });
    expect(selected(e.state)).toEqual(['a-b']);
    e.key('Backspace');
    expect(e.state.doc.arrows).toEqual([]);
    expect(e.state.doc.shapes).toHaveLength(3);
  });

  it('goes with its shape when the shape is deleted', () => {
    const e = editor({ ...startDoc, arrows: [arrow('a-b', 'a', 'b'), arrow('b-c', 'b', 'c')] });
    e.click({ x: 350, y: 0 });
    e.key('Backspace');
    expect(e.state.doc.shapes.map((s) => s.id)).toEqual(['a', 'b']);
    expect(e.state.doc.arrows.map((a) => a.id)).toEqual(['a-b']);
  });
});

describe('panning and zooming', () => {
  it('middle-drag pans, clamped to the world', () => {
    const e = editor();
    e.down({ x: 0, y: 0 }, { button: 1 });
    expect(modeFlags(e.state).panning).toBe(true);
    e.dispatch({ type: 'pointerMove', screen: { x: 400, y: 300 } });
    expect(e.state.viewport).toMatchObject({ x: -400, y: -300 });
    e.dispatch({ type: 'pointerMove', screen: { x: 90_000, y: 90_000 } });
    expect(e.state.viewport).toMatchObject({ x: -3000, y: -3000 });
    e.dispatch({ type: 'pointerUp', screen: { x: 90_000, y: 90_000 } });
    expect(modeFlags(e.state).panning).toBe(false);
  });

  it('the wheel zooms around the pointer', () => {
    const e = editor();
    const pointer = { x: 820, y: 130 };
    const under = screenToDiagram(e.state.viewport, pointer);
    e.dispatch({ type: 'wheel', screen: pointer, deltaY: -40 });
    expect(e.state.viewport.scale).toBe(1.3);
    const after = diagramToScreen(e.state.viewport, under);
    expect(after.x).toBeCloseTo(pointer.x, 9);
    expect(after.y).toBeCloseTo(pointer.y, 9);
  });

  it('= and - zoom by 0.2 within 0.4 and 2', () => {
    const e = editor();
    e.key('=');
    expect(e.state.viewport.scale).toBe(1.2);
    for (let i = 0; i < 10; i++) e.key('-');
    expect(e.state.viewport.scale).toBe(0.4);
    for (let i = 0; i < 10; i++) e.key('=');
    expect(e.state.viewport.scale).toBe(2);
  });
});

describe('text editing', () => {
  it('double-click edits; Enter (commitText) saves the typed text', () => {
    const e = editor();
    e.dispatch({ type: 'doubleClick', screen: e.screen({ x: 50, y: 0 }) });
    expect(shapeOf(e.state, 'b').isEditing).toBe(true);
    e.dispatch({ type: 'editText', text: 'Sign in' });
    expect(shapeOf(e.state, 'b').text).toBe('');
    e.dispatch({ type: 'commitText' });
    expect(shapeOf(e.state, 'b')).toMatchObject({ text: 'Sign in', isEditing: false });
  });

  it('ignores the canvas keys while a shape is edited', () => {
    const e = editor();
    e.key('a', { ctrlKey: true });
    e.dispatch({ type: 'doubleClick', screen: e.screen({ x: 50, y: 0 }) });
    const before = e.state;
    e.key('Backspace');
    e.key('=');
    e.key('a', { ctrlKey: true });
    expect(e.state).toBe(before);
  });

  it('saves the text when the pointer is pressed elsewhere', () => {
    const e = editor();
    e.dispatch({ type: 'doubleClick', screen: e.screen({ x: 50, y: 0 }) });
    e.dispatch({ type: 'editText', text: 'Cart' });
    e.click({ x: 0, y: 300 });
    expect(shapeOf(e.state, 'b')).toMatchObject({ text: 'Cart', isEditing: false });
  });

  it('Escape stops editing (keeping the text) and deselects', () => {
    const e = editor();
    e.dispatch({ type: 'doubleClick', screen: e.screen({ x: 50, y: 0 }) });
    e.dispatch({ type: 'editText', text: 'Pay' });
    e.dispatch({ type: 'escape' });
    expect(shapeOf(e.state, 'b')).toMatchObject({
      text: 'Pay',
      isEditing: false,
      isSelected: false,
    });
  });
});

describe('releasing the mouse', () => {
  it('ends every mode', () => {
    for (const [press, button] of [
      [{ x: 0, y: 300 }, 0],
      [{ x: 50, y: 0 }, 0],
      [{ x: 0, y: 0 }, 1],
    ] as const) {
      const e = editor();
      e.down(press, { button });
      expect(e.state.mode.kind).not.toBe('idle');
      e.dispatch({ type: 'pointerUp', screen: e.screen({ x: 10, y: 10 }) });
      expect(e.state.mode.kind).toBe('idle');
    }
  });

  it('a lost pointer ends a connector drag without making an arrow', () => {
    const e = editor();
    e.click({ x: -250, y: 0 });
    e.down({ x: -125, y: 0 });
    e.dispatch({ type: 'pointerMove', screen: e.screen({ x: 350, y: 0 }) });
    e.dispatch({ type: 'cancelPointer' });
    expect(e.state.mode.kind).toBe('idle');
    expect(e.state.doc.arrows).toEqual([]);
  });
});

describe('adding shapes', () => {
  it('adds a 300 shape in the middle of the screen, selected alone', () => {
    const e = editor();
    e.click({ x: -250, y: 0 });
    e.dispatch({ type: 'addShape', kind: 'circle' });
    const added = e.state.doc.shapes[3]!;
    expect(added).toMatchObject({ kind: 'circle', x: -150, y: -150, width: 300, height: 300 });
    expect(selected(e.state)).toEqual([added.id]);
  });
});
