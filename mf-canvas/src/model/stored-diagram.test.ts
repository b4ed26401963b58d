import { describe, expect, it } from 'vitest';
import { addArrow, addShape, type CanvasDocument, selectShapes } from './document';
import { sequentialRandomness } from './ids';
import { prototypeDocument } from './scene';
import { createShape } from './shapes';
import { diagramDraftCodec, readDiagram, sameDiagram } from './stored-diagram';

function drawn(): CanvasDocument {
  const randomness = sequentialRandomness();
  let doc = prototypeDocument(randomness);
  doc = addShape(doc, createShape('circle', { x: 900, y: 300 }, randomness, { text: 'New' }));
  return addArrow(doc, {
    id: 'arrow-1',
    type: 'broken',
    coordsStart: { x: 0, y: 0 },
    coordsFinish: { x: 900, y: 300 },
    shapeIdStart: doc.shapes[0]!.id,
    shapeIdFinish: null,
    isSelected: true,
  });
}

/** Through a structured clone, as IndexedDB stores it. */
const kept = (doc: CanvasDocument) => structuredClone(diagramDraftCodec.encode(doc));

describe('the diagram kept on this device', () => {
  it('comes back with every shape and arrow, nothing selected', () => {
    const doc = drawn();
    const restored = readDiagram(kept(doc));
    expect(restored).toEqual({
      shapes: doc.shapes,
      arrows: doc.arrows.map((arrow) => ({ ...arrow, isSelected: false })),
    });
  });

  it('counts a selection as no change', () => {
    const doc = drawn();
    const selected = selectShapes(doc, new Set([doc.shapes[1]!.id]));
    expect(sameDiagram(doc, selected)).toBe(true);
    expect(sameDiagram(doc, prototypeDocument(sequentialRandomness()))).toBe(false);
  });

  it('is nothing when storage holds something else', () => {
    const good = kept(drawn()) as CanvasDocument;
    const shape = good.shapes[0]!;
    const arrow = good.arrows[0]!;
    for (const bad of [
      null,
      { shapes: [] },
      { shapes: [{ ...shape, kind: 'triangle' }], arrows: [] },
      { shapes: [{ ...shape, width: 10 }], arrows: [] },
      { shapes: [{ ...shape, x: Number.NaN }], arrows: [] },
      { shapes: [{ ...shape, paletteIndex: 8 }], arrows: [] },
      { shapes: [shape, shape], arrows: [] },
      { shapes: good.shapes, arrows: [{ ...arrow, shapeIdStart: 'gone' }] },
      { shapes: good.shapes, arrows: [{ ...arrow, coordsStart: { x: 1 } }] },
    ]) {
      expect(readDiagram(bad)).toBeNull();
    }
  });
});
