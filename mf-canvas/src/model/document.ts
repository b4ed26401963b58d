/**
 * The diagram: shapes in drawing order (last on top) and arrows. Every command returns a
 * new document and leaves unchanged shapes and arrows as the same objects, which is what
 * lets the view and the arrow routes skip work for what did not change.
 */
import { intersects, type Point, type Rect } from 'diagram-kit';
import { type Arrow, isAttachedTo } from './arrows';
import type { Randomness } from './ids';
import type { Shape } from './shapes';

export interface CanvasDocument {
  shapes: readonly Shape[];
  arrows: readonly Arrow[];
}

export const EMPTY_DOCUMENT: CanvasDocument = { shapes: [], arrows: [] };

const shapeMaps = new WeakMap<readonly Shape[], ReadonlyMap<string, Shape>>();

/** Shapes by id, built once per shapes array. */
export function shapesById(doc: CanvasDocument): ReadonlyMap<string, Shape> {
  let map = shapeMaps.get(doc.shapes);
  if (!map) {
    map = new Map(doc.shapes.map((shape) => [shape.id, shape]));
    shapeMaps.set(doc.shapes, map);
  }
  return map;
}

/** Maps every shape through `update`; the same document when nothing changed. */
function updateShapes(doc: CanvasDocument, update: (shape: Shape) => Shape): CanvasDocument {
  let changed = false;
  const shapes = doc.shapes.map((shape) => {
    const next = update(shape);
    if (next !== shape) changed = true;
    return next;
  });
  return changed ? { ...doc, shapes } : doc;
}

function updateArrows(doc: CanvasDocument, update: (arrow: Arrow) => Arrow): CanvasDocument {
  let changed = false;
  const arrows = doc.arrows.map((arrow) => {
    const next = update(arrow);
    if (next !== arrow) changed = true;
    return next;
  });
  return changed ? { ...doc, arrows } : doc;
}

const withSelected = <T extends { isSelected: boolean }>(item: T, isSelected: boolean): T =>
  item.isSelected === isSelected ? item : { ...item, isSelected };

const selectedShapes = (doc: CanvasDocument) => doc.shapes.filter((s) => s.isSelected);
export const editingShape = (doc: CanvasDocument) => doc.shapes.find((s) => s.isEditing);

export function addShape(doc: CanvasDocument, shape: Shape): CanvasDocument {
  return { ...doc, shapes: [...doc.shapes, shape] };
}

export function addArrow(doc: CanvasDocument, arrow: Arrow): CanvasDocument {
  return { ...doc, arrows: [...doc.arrows, arrow] };
}

/**
 * Selects exactly the shapes in `ids` (and no arrow), or with `additive` (shift-click)
 * adds them to what is selected.
 */
export function selectShapes(
  doc: CanvasDocument,
  ids: ReadonlySet<string>,
  additive = false,
): CanvasDocument {
  const withShapes = updateShapes(doc, (shape) =>
    withSelected(shape, ids.has(shape.id) || (additive && shape.isSelected)),
  );
  return additive ? withShapes : updateArrows(withShapes, (arrow) => withSelected(arrow, false));
}

/** Selects one arrow (clearing the rest), or with `additive` adds it. */
export function selectArrow(doc: CanvasDocument, id: string, additive = false): CanvasDocument {
  const withArrows = updateArrows(doc, (arrow) =>
    withSelected(arrow, arrow.id === id || (additive && arrow.isSelected)),
  );
  return additive ? withArrows : updateShapes(withArrows, (shape) => withSelected(shape, false));
}

/** Ctrl/Cmd+A: every shape, and only shapes (spec §4). */
export const selectAllShapes = (doc: CanvasDocument) =>
  selectShapes(doc, new Set(doc.shapes.map((shape) => shape.id)));

export const clearSelection = (doc: CanvasDocument) => selectShapes(doc, new Set());

/** Ids of the shapes a rubber band touches (touching is enough, as in most tools). */
export function shapesTouching(doc: CanvasDocument, band: Rect): Set<string> {
  return new Set(doc.shapes.filter((shape) => intersects(shape, band)).map((shape) => shape.id));
}

/**
 * Backspace (spec §4): the selected shapes with every arrow attached to them, and the
 * selected arrows.
 */
export function deleteSelection(doc: CanvasDocument): CanvasDocument {
  const removed = new Set(selectedShapes(doc).map((shape) => shape.id));
  const arrows = doc.arrows.filter((arrow) => !arrow.isSelected && !isAttachedTo(arrow, removed));
  if (removed.size === 0 && arrows.length === doc.arrows.length) return doc;
  return { shapes: doc.shapes.filter((shape) => !removed.has(shape.id)), arrows };
}

/**
 * Alt-drag (spec §4): copies of the selected shapes with new ids, on top, selected in
 * place of the originals. Arrows whose attached ends all lie in the selection are copied
 * too, attached to the copies, so a connected group stays connected. Returns the map
 * from original to copy ids.
 */
export function duplicateSelection(
  doc: CanvasDocument,
  randomness: Randomness,
): { doc: CanvasDocument; copies: Map<string, string> } {
  const originals = selectedShapes(doc);
  const copies = new Map(originals.map((shape) => [shape.id, randomness.newId()]));
  const copiedShapes = originals.map((shape) => ({
    ...shape,
    id: copies.get(shape.id)!,
    isEditing: false,
  }));
  const copiedArrows = doc.arrows
    .filter(
      (arrow) =>
        (arrow.shapeIdStart !== null || arrow.shapeIdFinish !== null) &&
        (arrow.shapeIdStart === null || copies.has(arrow.shapeIdStart)) &&
        (arrow.shapeIdFinish === null || copies.has(arrow.shapeIdFinish)),
    )
    .map((arrow) => ({
      ...arrow,
      id: randomness.newId(),
      shapeIdStart: arrow.shapeIdStart && copies.get(arrow.shapeIdStart)!,
      shapeIdFinish: arrow.shapeIdFinish && copies.get(arrow.shapeIdFinish)!,
      isSelected: false,
    }));
  return {
    doc: {
      shapes: [
        ...doc.shapes.map((shape) =>
          shape.isSelected || shape.isEditing
            ? { ...shape, isSelected: false, isEditing: false }
            : shape,
        ),
        ...copiedShapes,
      ],
      arrows: [...doc.arrows.map((arrow) => withSelected(arrow, false)), ...copiedArrows],
    },
    copies,
  };
}

/** Puts each shape of `origins` at its original position plus `delta`. */
export function moveShapes(
  doc: CanvasDocument,
  origins: ReadonlyMap<string, Point>,
  delta: Point,
): CanvasDocument {
  return updateShapes(doc, (shape) => {
    const origin = origins.get(shape.id);
    if (!origin) return shape;
    const x = origin.x + delta.x;
    const y = origin.y + delta.y;
    return x === shape.x && y === shape.y ? shape : { ...shape, x, y };
  });
}

export function setShapeRect(doc: CanvasDocument, id: string, rect: Rect): CanvasDocument {
  return updateShapes(doc, (shape) =>
    shape.id !== id ||
    (shape.x === rect.x &&
      shape.y === rect.y &&
      shape.width === rect.width &&
      shape.height === rect.height)
      ? shape
      : { ...shape, x: rect.x, y: rect.y, width: rect.width, height: rect.height },
  );
}

/** Double-click (spec §4): the shape alone is selected and being edited. */
export function startEditing(doc: CanvasDocument, id: string): CanvasDocument {
  const selected = selectShapes(doc, new Set([id]));
  return updateShapes(selected, (shape) =>
    shape.isEditing === (shape.id === id) ? shape : { ...shape, isEditing: shape.id === id },
  );
}

/** Ends text editing, saving `text` into the shape being edited when given. */
export function stopEditing(doc: CanvasDocument, text?: string): CanvasDocument {
  return updateShapes(doc, (shape) =>
    shape.isEditing
      ? { ...shape, isEditing: false, text: text === undefined ? shape.text : text }
      : shape,
  );
}
