import { describe, expect, it } from 'vitest';
import {
  type CanvasDocument,
  deleteSelection,
  duplicateSelection,
  moveShapes,
  selectAllShapes,
  selectArrow,
  selectShapes,
  shapesTouching,
  startEditing,
  stopEditing,
} from './document';
import { sequentialRandomness } from './ids';
import { arrow, shape } from './test-helpers';

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);
const selectedIds = (doc: CanvasDocument) => [
  ...ids(doc.shapes.filter((s) => s.isSelected)),
  ...ids(doc.arrows.filter((a) => a.isSelected)),
];

const doc: CanvasDocument = {
  shapes: [shape('a', 0, 0), shape('b', 200, 0), shape('c', 400, 0)],
  arrows: [arrow('a-b', 'a', 'b'), arrow('b-c', 'b', 'c'), arrow('c-free', 'c', null)],
};

describe('deleting the selection', () => {
  it('removes the selected shapes with every arrow attached to them', () => {
    const after = deleteSelection(selectShapes(doc, new Set(['b'])));
    expect(ids(after.shapes)).toEqual(['a', 'c']);
    expect(ids(after.arrows)).toEqual(['c-free']);
  });

  it('removes selected arrows and leaves their shapes', () => {
    const after = deleteSelection(selectArrow(doc, 'b-c'));
    expect(ids(after.shapes)).toEqual(['a', 'b', 'c']);
    expect(ids(after.arrows)).toEqual(['a-b', 'c-free']);
  });

  it('does both at once, and nothing when nothing is selected', () => {
    const both = selectArrow(selectShapes(doc, new Set(['a'])), 'c-free', true);
    const after = deleteSelection(both);
    expect(ids(after.shapes)).toEqual(['b', 'c']);
    expect(ids(after.arrows)).toEqual(['b-c']);
    expect(deleteSelection(doc)).toBe(doc);
  });
});

describe('duplicating the selection', () => {
  it('copies the selected shapes with new ids, selected in place of the originals', () => {
    const selected = selectShapes(doc, new Set(['a', 'b']));
    const { doc: after, copies } = duplicateSelection(selected, sequentialRandomness());
    expect(after.shapes).toHaveLength(5);
    const copyIds = [copies.get('a')!, copies.get('b')!];
    expect(new Set([...ids(doc.shapes), ...copyIds]).size).toBe(5);
    expect(selectedIds(after)).toEqual(copyIds);
    const copyOfA = after.shapes.find((s) => s.id === copies.get('a'))!;
    expect(copyOfA).toMatchObject({ x: 0, y: 0, width: 100, height: 100, isSelected: true });
  });

  it('copies the arrows between copied shapes, attached to the copies', () => {
    const selected = selectShapes(doc, new Set(['a', 'b']));
    const { doc: after, copies } = duplicateSelection(selected, sequentialRandomness());
    expect(after.arrows).toHaveLength(4);
    const copied = after.arrows[3]!;
    expect(copied.id).not.toBe('a-b');
    expect(copied).toMatchObject({ shapeIdStart: copies.get('a'), shapeIdFinish: copies.get('b') });
    // b→c leaves the selection: not copied.
    expect(after.arrows.filter((a) => a.shapeIdStart === copies.get('b'))).toEqual([]);
  });

  it('keeps an arrow with a free end when its shape is copied', () => {
    const { doc: after, copies } = duplicateSelection(
      selectShapes(doc, new Set(['c'])),
      sequentialRandomness(),
    );
    expect(after.arrows.find((a) => a.shapeIdStart === copies.get('c'))).toMatchObject({
      shapeIdFinish: null,
    });
  });
});

describe('selection', () => {
  it('selects exactly the given shapes and clears arrows, or adds with shift', () => {
    const withArrow = selectArrow(doc, 'a-b');
    expect(selectedIds(selectShapes(withArrow, new Set(['c'])))).toEqual(['c']);
    const one = selectShapes(doc, new Set(['a']));
    expect(selectedIds(selectShapes(one, new Set(['c']), true))).toEqual(['a', 'c']);
  });

  it('selects all shapes and no arrows', () => {
    expect(selectedIds(selectAllShapes(selectArrow(doc, 'a-b')))).toEqual(['a', 'b', 'c']);
  });

  it('finds the shapes a rubber band touches', () => {
    expect([...shapesTouching(doc, { x: 50, y: 50, width: 200, height: 10 })]).toEqual(['a', 'b']);
    expect([...shapesTouching(doc, { x: 120, y: 0, width: 50, height: 50 })]).toEqual([]);
  });

  it('returns the same objects when nothing changes', () => {
    const one = selectShapes(doc, new Set(['a']));
    expect(selectShapes(one, new Set(['a']))).toBe(one);
    expect(one.shapes[1]).toBe(doc.shapes[1]);
  });
});

describe('moving and editing', () => {
  it('moves shapes from their starting positions by a delta', () => {
    const after = moveShapes(doc, new Map([['b', { x: 200, y: 0 }]]), { x: 15, y: -5 });
    expect(after.shapes[1]).toMatchObject({ x: 215, y: -5 });
    expect(after.shapes[0]).toBe(doc.shapes[0]);
  });

  it('edits one shape at a time and saves its text when editing stops', () => {
    const editing = startEditing(doc, 'b');
    expect(editing.shapes.map((s) => s.isEditing)).toEqual([false, true, false]);
    expect(selectedIds(editing)).toEqual(['b']);
    const saved = stopEditing(editing, 'Checkout');
    expect(saved.shapes[1]).toMatchObject({ text: 'Checkout', isEditing: false });
  });
});
