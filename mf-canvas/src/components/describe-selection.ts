import { type CanvasT, canvasText } from '../i18n';
import type { CanvasDocument } from '../model/document';

/**
 * The status line under the canvas: counts, and what is selected (a single shape with
 * its position and size, as a small inspector would show). Read by screen readers too.
 * `t` is the status line's language (the active one by default).
 */
export function describeDocument(doc: CanvasDocument, t: CanvasT = canvasText.t): string {
  const shapes = doc.shapes.filter((shape) => shape.isSelected);
  const arrows = doc.arrows.filter((arrow) => arrow.isSelected);
  const counts = t('counts', {
    shapes: t('shapes', { count: doc.shapes.length }),
    arrows: t('arrows', { count: doc.arrows.length }),
  });
  const [shape] = shapes;
  const [arrow] = arrows;
  let selection = t('nothingSelected');
  if (shape && shapes.length === 1 && arrows.length === 0) {
    const place = {
      kind: t(`kinds.${shape.kind}`),
      x: Math.round(shape.x),
      y: Math.round(shape.y),
      width: Math.round(shape.width),
      height: Math.round(shape.height),
    };
    selection = shape.text
      ? t('selectedShapeWithText', { ...place, text: shape.text })
      : t('selectedShape', place);
  } else if (arrow && arrows.length === 1 && shapes.length === 0) {
    const attached = [arrow.shapeIdStart, arrow.shapeIdFinish].filter(Boolean).length;
    selection = t('selectedArrow', {
      type: t(`arrowTypes.${arrow.type}`),
      attached: t('attachedShapes', { count: attached }),
    });
  } else if (shapes.length + arrows.length > 0) {
    const items = [
      shapes.length ? t('shapes', { count: shapes.length }) : '',
      arrows.length ? t('arrows', { count: arrows.length }) : '',
    ];
    selection = t('selectedMany', { items: items.filter(Boolean).join(t('listSeparator')) });
  }
  return `${counts} ${selection}`;
}
