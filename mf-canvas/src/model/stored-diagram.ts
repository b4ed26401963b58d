/**
 * The canvas's unsaved work as it is kept on this device (the editor kit's draft store).
 * The canvas has no server save: a reload always started again from the prototype's
 * diagram, so that diagram is its "saved copy", and anything drawn since is a draft,
 * offered back with 'Restore unsaved changes' / 'Discard' like the other editors' work.
 * Kept: the shapes and arrows. Not kept: what is selected or being typed, and the camera
 * (a restored diagram opens centred, as the prototype does). Read back by hand-written
 * checks (the canvas bundles no zod): a stored value is never trusted.
 */

import type { Point } from 'diagram-kit';
import type { DraftCodec } from 'editor-kit/drafts';
import type { Arrow } from './arrows';
import { CANVAS } from './canvas-constants';
import type { CanvasDocument } from './document';
import { MAX_BENCH_SHAPES } from './scene';
import type { Shape } from './shapes';

function withoutSelection(doc: CanvasDocument): CanvasDocument {
  return {
    shapes: doc.shapes.map((shape) => ({ ...shape, isSelected: false, isEditing: false })),
    arrows: doc.arrows.map((arrow) => ({ ...arrow, isSelected: false })),
  };
}

/** The same diagram, whatever is selected: selecting is not a change worth keeping. */
export function sameDiagram(a: CanvasDocument, b: CanvasDocument): boolean {
  return a === b || JSON.stringify(withoutSelection(a)) === JSON.stringify(withoutSelection(b));
}

type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const isPoint = (value: unknown): value is Point =>
  isFields(value) && isNumber(value.x) && isNumber(value.y);

function readShape(value: unknown): Shape | null {
  if (!isFields(value)) return null;
  const { id, kind, x, y, width, height, text, paletteIndex } = value;
  const valid =
    typeof id === 'string' &&
    (kind === 'rectangle' || kind === 'circle') &&
    isNumber(x) &&
    isNumber(y) &&
    isNumber(width) &&
    isNumber(height) &&
    width >= CANVAS.minShapeSize &&
    height >= CANVAS.minShapeSize &&
    typeof text === 'string' &&
    Number.isInteger(paletteIndex) &&
    (paletteIndex as number) >= 0 &&
    (paletteIndex as number) < CANVAS.paletteSize;
  if (!valid) return null;
  const palette = paletteIndex as number;
  return {
    id,
    kind,
    x,
    y,
    width,
    height,
    text,
    paletteIndex: palette,
    isSelected: false,
    isEditing: false,
  };
}

function readArrow(value: unknown, shapeIds: ReadonlySet<string>): Arrow | null {
  if (!isFields(value)) return null;
  const { id, type, coordsStart, coordsFinish, shapeIdStart, shapeIdFinish } = value;
  // An end attached to a shape that is not in the diagram would draw from nowhere.
  const end = (shapeId: unknown) =>
    shapeId === null || (typeof shapeId === 'string' && shapeIds.has(shapeId));
  const valid =
    typeof id === 'string' &&
    (type === 'straight' || type === 'broken') &&
    isPoint(coordsStart) &&
    isPoint(coordsFinish) &&
    end(shapeIdStart) &&
    end(shapeIdFinish);
  if (!valid) return null;
  return {
    id,
    type,
    coordsStart: { x: coordsStart.x, y: coordsStart.y },
    coordsFinish: { x: coordsFinish.x, y: coordsFinish.y },
    shapeIdStart: shapeIdStart as string | null,
    shapeIdFinish: shapeIdFinish as string | null,
    isSelected: false,
  };
}

export function readDiagram(stored: unknown): CanvasDocument | null {
  if (!isFields(stored) || !Array.isArray(stored.shapes) || !Array.isArray(stored.arrows))
    return null;
  if (stored.shapes.length > MAX_BENCH_SHAPES || stored.arrows.length > MAX_BENCH_SHAPES)
    return null;
  const shapes = stored.shapes.map(readShape);
  if (shapes.some((shape) => shape === null)) return null;
  const ids = new Set(shapes.map((shape) => shape!.id));
  if (ids.size !== shapes.length) return null;
  const arrows = stored.arrows.map((arrow) => readArrow(arrow, ids));
  if (arrows.some((arrow) => arrow === null)) return null;
  if (new Set(arrows.map((arrow) => arrow!.id)).size !== arrows.length) return null;
  return { shapes: shapes as Shape[], arrows: arrows as Arrow[] };
}

export const diagramDraftCodec: DraftCodec<CanvasDocument> = {
  version: 1,
  encode: withoutSelection,
  decode: readDiagram,
};
