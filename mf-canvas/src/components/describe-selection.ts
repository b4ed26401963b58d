import type { CanvasDocument } from '../model/document';
import { strings } from '../strings';

/**
 * The status line under the canvas: counts, and what is selected (a single shape with
 * its position and size, as a small inspector would show). Read by screen readers too.
 */
export function describeDocument(doc: CanvasDocument): string {
  const shapes = doc.shapes.filter((shape) => shape.isSelected);
  const arrows = doc.arrows.filter((arrow) => arrow.isSelected);
  const counts = strings.counts(doc.shapes.length, doc.arrows.length);
  const [shape] = shapes;
  const [arrow] = arrows;
  let selection: string = strings.nothingSelected;
  if (shape && shapes.length === 1 && arrows.length === 0) {
    selection = strings.selectedShape(
      strings.kinds[shape.kind],
      Math.round(shape.x),
      Math.round(shape.y),
      Math.round(shape.width),
      Math.round(shape.height),
      shape.text,
    );
  } else if (arrow && arrows.length === 1 && shapes.length === 0) {
    const attached = [arrow.shapeIdStart, arrow.shapeIdFinish].filter(Boolean).length;
    selection = strings.selectedArrow(strings.arrowTypes[arrow.type], attached);
  } else if (shapes.length + arrows.length > 0) {
    selection = strings.selectedMany(shapes.length, arrows.length);
  }
  return `${counts} ${selection}`;
}
