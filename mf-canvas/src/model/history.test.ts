import { describe, expect, it } from 'vitest';
import { type CanvasDocument, shapesById } from './document';
import type { EditorState } from './editor-state';
import { canRedo, canUndo, HISTORY_LIMIT } from './history';
import { sequentialRandomness } from './ids';
import { benchDocument, MAX_BENCH_SHAPES } from './scene';
import { sameDiagram } from './stored-diagram';
import { arrow, shape, testEditor } from './test-helpers';

// A 1000×800 canvas at scale 1 centred on the origin; three 100 squares in a row.
const SIZE = { width: 1000, height: 800 };
const startDoc: CanvasDocument = {
  shapes: [shape('a', -300, -50), shape('b', 0, -50), shape('c', 300, -50)],
  arrows: [],
};
const editor = (doc: CanvasDocument = startDoc) => testEditor(doc, SIZE);

const steps = (state: EditorState) => state.history.past.length;
const selected = (state: EditorState) => [
  ...state.doc.shapes.filter((s) => s.isSelected).map((s) => s.id),
  ...state.doc.arrows.filter((a) => a.isSelected).map((a) => a.id),
];
const shapeOf = (state: EditorState, id: string) => shapesById(state.doc).get(id)!;
const undo = (e: ReturnType<typeof editor>) => e.key('z', { ctrlKey: true });
const redo = (e: ReturnType<typeof editor>) => e.key('Z', { ctrlKey: true, shiftKey: true });

/** No mode, no text editor, and nothing flagged as edited: what follows an undo or redo. */
function expectSettled(state: EditorState) {
  expect(state.mode.kind).toBe('idle');
  expect(state.textDraft).toBeNull();
  expect(state.doc.shapes.filter((s) => s.isEditing)).toEqual([]);
  expect(state.history.settled).toBe(state.doc);
}

describe('undo and redo', () => {
  it('start with nothing to undo or redo, and change nothing then', () => {
    const e = editor();
    expect(canUndo(e.state)).toBe(false);
    expect(canRedo(e.state)).toBe(false);
    const before = e.state;
    expect(undo(e)).toBe(before);
    expect(redo(e)).toBe(before);
  });

  it('take back a new shape and bring it back, with the selection of each moment', () => {
    const e = editor();
    e.click({ x: -250, y: 0 });
    e.dispatch({ type: 'addShape', kind: 'circle' });
    const added = e.state.doc;
    expect(steps(e.state)).toBe(1);
    expect(canUndo(e.state)).toBe(true);

    undo(e);
    expect(e.state.doc.shapes.map((s) => s.id)).toEqual(['a', 'b', 'c']);
    // The shape selected before the new one, not the one that no longer exists.
    expect(selected(e.state)).toEqual(['a']);
    expect(canUndo(e.state)).toBe(false);
    expect(canRedo(e.state)).toBe(true);
    expectSettled(e.state);

    redo(e);
    expect(e.state.doc).toBe(added);
    expect(canRedo(e.state)).toBe(false);
    expectSettled(e.state);
  });

  it('select on undo what was selected just before the step, on redo just after it', () => {
    const e = editor();
    e.drag({ x: 50, y: 0 }, { x: 50, y: 200 });
    // Selected between two steps: part of neither.
    e.click({ x: 350, y: 0 });
    e.key('Backspace');
    undo(e);
    expect(selected(e.state)).toEqual(['c']);
    undo(e);
    expect(selected(e.state)).toEqual([]);
    redo(e);
    expect(selected(e.state)).toEqual(['b']);
    redo(e);
    expect(selected(e.state)).toEqual([]);
    expect(e.state.doc.shapes.map((s) => s.id)).toEqual(['a', 'b']);
  });

  it('count a whole move drag as one step, and record nothing while it runs', () => {
    const e = editor();
    const history = e.state.history;
    e.down({ x: 50, y: 0 });
    for (let y = 10; y <= 200; y += 10) {
      e.dispatch({ type: 'pointerMove', screen: e.screen({ x: 50, y }) });
      expect(e.state.history).toBe(history);
    }
    e.dispatch({ type: 'pointerUp', screen: e.screen({ x: 50, y: 200 }) });
    expect(shapeOf(e.state, 'b')).toMatchObject({ x: 0, y: 150 });
    expect(steps(e.state)).toBe(1);
    undo(e);
    expect(shapeOf(e.state, 'b')).toMatchObject({ x: 0, y: -50 });
    expect(sameDiagram(e.state.doc, startDoc)).toBe(true);
  });

  it('count a whole resize drag as one step', () => {
    const e = editor();
    e.click({ x: 350, y: 0 });
    // c's right handle is at (400, 0).
    e.down({ x: 400, y: 0 });
    for (const x of [450, 500, 200, 290]) {
      e.dispatch({ type: 'pointerMove', screen: e.screen({ x, y: 0 }) });
    }
    e.dispatch({ type: 'pointerUp', screen: e.screen({ x: 290, y: 0 }) });
    expect(shapeOf(e.state, 'c')).toMatchObject({ x: 250, width: 50 });
    expect(steps(e.state)).toBe(1);
    undo(e);
    expect(shapeOf(e.state, 'c')).toMatchObject({ x: 300, width: 100 });
  });

  it('count an alt-drag copy as one step: undo removes the copies, redo brings them back', () => {
    const e = editor();
    e.click({ x: -250, y: 0 });
    e.click({ x: 50, y: 0 }, { shift: true });
    e.drag({ x: 50, y: 0 }, { x: 50, y: 300 }, { alt: true });
    expect(e.state.doc.shapes).toHaveLength(5);
    expect(steps(e.state)).toBe(1);
    const copied = e.state.doc;
    undo(e);
    expect(e.state.doc.shapes.map((s) => s.id)).toEqual(['a', 'b', 'c']);
    expect(selected(e.state)).toEqual(['a', 'b']);
    redo(e);
    expect(e.state.doc).toBe(copied);
  });

  it('count a new arrow as one step', () => {
    const e = editor();
    e.click({ x: -250, y: 0 });
    // a's connector handle: 75 right of its right edge, at mid-height.
    e.drag({ x: -125, y: 0 }, { x: 350, y: 20 });
    expect(e.state.doc.arrows).toHaveLength(1);
    expect(steps(e.state)).toBe(1);
    undo(e);
    expect(e.state.doc.arrows).toEqual([]);
  });

  it('bring back deleted shapes with their arrows, selected as they were', () => {
    const e = editor({ ...startDoc, arrows: [arrow('a-b', 'a', 'b'), arrow('b-c', 'b', 'c')] });
    e.click({ x: 50, y: 0 });
    e.key('Backspace');
    expect(e.state.doc.shapes.map((s) => s.id)).toEqual(['a', 'c']);
    expect(e.state.doc.arrows).toEqual([]);
    expect(steps(e.state)).toBe(1);
    undo(e);
    expect(e.state.doc.shapes.map((s) => s.id)).toEqual(['a', 'b', 'c']);
    expect(e.state.doc.arrows.map((a) => a.id)).toEqual(['a-b', 'b-c']);
    expect(selected(e.state)).toEqual(['b']);
  });

  it('count a committed text edit as one step, however many keystrokes it took', () => {
    const e = editor();
    e.dispatch({ type: 'doubleClick', screen: e.screen({ x: 50, y: 0 }) });
    for (const text of ['P', 'Pa', 'Pay']) e.dispatch({ type: 'editText', text });
    expect(steps(e.state)).toBe(0);
    e.dispatch({ type: 'commitText' });
    expect(shapeOf(e.state, 'b').text).toBe('Pay');
    expect(steps(e.state)).toBe(1);
    // Editing again without a change is no step.
    e.dispatch({ type: 'doubleClick', screen: e.screen({ x: 50, y: 0 }) });
    e.dispatch({ type: 'commitText' });
    expect(steps(e.state)).toBe(1);
    undo(e);
    expect(shapeOf(e.state, 'b').text).toBe('');
    redo(e);
    expect(shapeOf(e.state, 'b').text).toBe('Pay');
  });

  it('keep a text edit and the new shape that ended it two steps', () => {
    const e = editor();
    e.dispatch({ type: 'doubleClick', screen: e.screen({ x: 50, y: 0 }) });
    e.dispatch({ type: 'editText', text: 'Pay' });
    e.dispatch({ type: 'addShape', kind: 'rectangle' });
    expect(steps(e.state)).toBe(2);
    undo(e);
    expect(e.state.doc.shapes).toHaveLength(3);
    expect(shapeOf(e.state, 'b').text).toBe('Pay');
    undo(e);
    expect(shapeOf(e.state, 'b').text).toBe('');
  });

  it('keep a text edit and the drag that ended it two steps', () => {
    const e = editor();
    e.dispatch({ type: 'doubleClick', screen: e.screen({ x: 50, y: 0 }) });
    e.dispatch({ type: 'editText', text: 'Pay' });
    e.drag({ x: -250, y: 0 }, { x: -250, y: 200 });
    expect(steps(e.state)).toBe(2);
    undo(e);
    expect(shapeOf(e.state, 'a').y).toBe(-50);
    expect(shapeOf(e.state, 'b').text).toBe('Pay');
  });

  it('record no step for selecting, panning or zooming', () => {
    const e = editor();
    e.click({ x: 50, y: 0 });
    e.click({ x: -250, y: 0 }, { shift: true });
    e.drag({ x: -400, y: 300 }, { x: 400, y: -300 });
    e.key('a', { ctrlKey: true });
    e.key('Escape');
    e.click({ x: 50, y: 0 });
    e.drag({ x: 0, y: 300 }, { x: 100, y: 200 }, { button: 1 });
    e.key('=');
    e.dispatch({ type: 'wheel', screen: e.screen({ x: 0, y: 0 }), deltaY: -100 });
    // A press and release on the spot moves nothing.
    e.drag({ x: 50, y: 0 }, { x: 50, y: 0 });
    expect(steps(e.state)).toBe(0);
    expect(canUndo(e.state)).toBe(false);
  });

  it('record no step for a drag that ends where it began', () => {
    const e = editor();
    e.down({ x: 50, y: 0 });
    e.dispatch({ type: 'pointerMove', screen: e.screen({ x: 50, y: 200 }) });
    e.dispatch({ type: 'pointerUp', screen: e.screen({ x: 50, y: 0 }) });
    expect(steps(e.state)).toBe(0);
  });

  it('clear what could be redone with a new edit, but not with a new selection', () => {
    const e = editor();
    e.drag({ x: 50, y: 0 }, { x: 50, y: 200 });
    e.drag({ x: 350, y: 0 }, { x: 350, y: 200 });
    undo(e);
    undo(e);
    expect(e.state.history.future).toHaveLength(2);
    e.click({ x: -250, y: 0 });
    e.key('Escape');
    expect(e.state.history.future).toHaveLength(2);
    e.dispatch({ type: 'addShape', kind: 'rectangle' });
    expect(canRedo(e.state)).toBe(false);
    expect(redo(e).doc.shapes).toHaveLength(4);
    expect(shapeOf(e.state, 'b').y).toBe(-50);
  });

  it('take Ctrl+Y, Cmd+Z and Cmd+Shift+Z too', () => {
    const e = editor();
    e.dispatch({ type: 'addShape', kind: 'rectangle' });
    e.key('z', { metaKey: true });
    expect(e.state.doc.shapes).toHaveLength(3);
    e.key('y', { ctrlKey: true });
    expect(e.state.doc.shapes).toHaveLength(4);
    e.key('z', { metaKey: true });
    e.key('z', { metaKey: true, shiftKey: true });
    expect(e.state.doc.shapes).toHaveLength(4);
  });

  it(`keep the last ${HISTORY_LIMIT} steps`, () => {
    const e = editor();
    for (let i = 0; i < HISTORY_LIMIT + 20; i++) e.dispatch({ type: 'addShape', kind: 'circle' });
    expect(steps(e.state)).toBe(HISTORY_LIMIT);
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) undo(e);
    // The 20 oldest steps are gone: back to the diagram after them, no further.
    expect(e.state.doc.shapes).toHaveLength(3 + 20);
    expect(canUndo(e.state)).toBe(false);
    expect(e.state.history.future).toHaveLength(HISTORY_LIMIT);
    for (let i = 0; i < HISTORY_LIMIT; i++) redo(e);
    expect(e.state.doc.shapes).toHaveLength(3 + HISTORY_LIMIT + 20);
  });
});

describe('an undo in the middle of something', () => {
  it('ends a move drag and takes all of it back, whatever the pointer does next', () => {
    const e = editor();
    e.down({ x: 50, y: 0 });
    e.dispatch({ type: 'pointerMove', screen: e.screen({ x: 50, y: 200 }) });
    undo(e);
    expectSettled(e.state);
    expect(sameDiagram(e.state.doc, startDoc)).toBe(true);
    expect(canRedo(e.state)).toBe(true);
    // The rest of the gesture moves nothing: its mode ended.
    e.dispatch({ type: 'pointerMove', screen: e.screen({ x: 50, y: 300 }) });
    e.dispatch({ type: 'pointerUp', screen: e.screen({ x: 50, y: 300 }) });
    expect(sameDiagram(e.state.doc, startDoc)).toBe(true);
    expect(canRedo(e.state)).toBe(true);
  });

  it('ends a connector drag without an arrow and undoes the step before it', () => {
    const e = editor();
    e.dispatch({ type: 'addShape', kind: 'rectangle' });
    e.click({ x: -250, y: 0 });
    e.down({ x: -125, y: 0 });
    e.dispatch({ type: 'pointerMove', screen: e.screen({ x: 350, y: 0 }) });
    undo(e);
    expectSettled(e.state);
    expect(e.state.doc.shapes).toHaveLength(3);
    expect(e.state.doc.arrows).toEqual([]);
  });

  it('saves and takes back the text being typed: no editor is left open', () => {
    const e = editor();
    e.dispatch({ type: 'doubleClick', screen: e.screen({ x: 50, y: 0 }) });
    e.dispatch({ type: 'editText', text: 'Pay' });
    e.dispatch({ type: 'undo' });
    expectSettled(e.state);
    expect(shapeOf(e.state, 'b').text).toBe('');
    e.dispatch({ type: 'redo' });
    expect(shapeOf(e.state, 'b').text).toBe('Pay');
  });

  it('leaves no text editor over a shape the undo removed', () => {
    const e = editor();
    e.dispatch({ type: 'addShape', kind: 'rectangle' });
    const added = e.state.doc.shapes[3]!.id;
    e.dispatch({ type: 'doubleClick', screen: e.screen({ x: 0, y: 140 }) });
    expect(e.state.doc.shapes.find((s) => s.isEditing)?.id).toBe(added);
    // Nothing typed: the first undo takes back the shape itself.
    e.dispatch({ type: 'undo' });
    expectSettled(e.state);
    expect(shapesById(e.state.doc).has(added)).toBe(false);
    expect(selected(e.state)).toEqual([]);
  });
});

describe('the history', () => {
  it('starts again with a loaded document (a restored draft)', () => {
    const e = editor();
    e.dispatch({ type: 'addShape', kind: 'rectangle' });
    undo(e);
    const restored = { shapes: [shape('x', 0, 0)], arrows: [] };
    e.dispatch({ type: 'load', doc: restored });
    expect(canUndo(e.state)).toBe(false);
    expect(canRedo(e.state)).toBe(false);
    expect(e.state.history.settled).toBe(restored);
  });

  it('shares the shapes a step did not change: one array of pointers per step', () => {
    // The bench's largest diagram: a step must not copy it.
    const big = benchDocument(MAX_BENCH_SHAPES, sequentialRandomness(1));
    const e = editor(big);
    // A shape well inside the view (world -500..500 × -400..400).
    const target = big.shapes.find((s) => Math.abs(s.x) < 300 && Math.abs(s.y) < 200)!;
    const at = { x: target.x + target.width / 2, y: target.y + target.height / 2 };
    e.drag(at, { x: at.x + 20, y: at.y + 20 });
    expect(shapeOf(e.state, target.id).x).toBe(target.x + 20);
    expect(steps(e.state)).toBe(1);
    const { before, after } = e.state.history.past[0]!;
    expect(after).toBe(e.state.doc);
    expect(before.shapes).toBe(big.shapes);
    const now = e.state.doc.shapes;
    expect(now.filter((s, i) => s !== before.shapes[i])).toEqual([shapeOf(e.state, target.id)]);
    expect(e.state.doc.arrows).toBe(big.arrows);
  });
});
