/**
 * Draws the editor state onto a 2D canvas: the world with its grid and cross axis, the
 * shapes, arrows and, over them, the selection, handles, rubber band and the arrow being
 * drawn. Only what is in view is drawn: culling is one bounds check per shape and arrow
 * (arrow routes are cached), the drawing itself costs what is on screen.
 */

import { inflate, intersects, type Point, type Rect, rectFromCorners } from 'diagram-kit';
import { type Arrow, arrowGeometry } from '../model/arrows';
import { CANVAS, WORLD } from '../model/canvas-constants';
import { shapesById } from '../model/document';
import type { EditorState } from '../model/editor-state';
import { CONNECTOR_RADIUS_PX, HANDLE_SIZE_PX, topmostShapeAt } from '../model/hit-testing';
import { coloursOf } from '../model/palette';
import { handlePosition, RESIZE_DIRECTIONS } from '../model/resize';
import { connectorHandleCentre, type Shape } from '../model/shapes';
import { SHAPE_TEXT, wrapText } from './text-layout';

/** Colours and font, read from the design tokens once (a canvas cannot use var()). */
export interface Theme {
  fontFamily: string;
  outside: string;
  world: string;
  grid: string;
  axis: string;
  arrow: string;
  accent: string;
  text: string;
  handleFill: string;
}

export const FALLBACK_THEME: Theme = {
  fontFamily: 'system-ui, sans-serif',
  outside: '#e5e7eb',
  world: '#ffffff',
  grid: '#eceef2',
  axis: '#9ca3af',
  arrow: '#374151',
  accent: '#5b4bdb',
  text: '#111827',
  handleFill: '#ffffff',
};

const { fontSize: FONT_SIZE, lineHeight: LINE_HEIGHT, padding: TEXT_PADDING } = SHAPE_TEXT;
const SHAPE_BORDER = 2;
const ARROW_WIDTH = 2;
const ARROW_HEAD = 12;

function intersection(a: Rect, b: Rect): Rect | null {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const r = Math.min(a.x + a.width, b.x + b.width);
  const bottom = Math.min(a.y + a.height, b.y + b.height);
  return r > x && bottom > y ? { x, y, width: r - x, height: bottom - y } : null;
}

function drawGrid(ctx: CanvasRenderingContext2D, area: Rect, scale: number, theme: Theme) {
  const cell = CANVAS.gridCellPx;
  ctx.beginPath();
  for (let x = Math.ceil(area.x / cell) * cell; x <= area.x + area.width; x += cell) {
    ctx.moveTo(x, area.y);
    ctx.lineTo(x, area.y + area.height);
  }
  for (let y = Math.ceil(area.y / cell) * cell; y <= area.y + area.height; y += cell) {
    ctx.moveTo(area.x, y);
    ctx.lineTo(area.x + area.width, y);
  }
  ctx.strokeStyle = theme.grid;
  ctx.lineWidth = 1 / scale;
  ctx.stroke();

  // The cross axis through the origin.
  ctx.beginPath();
  if (area.x <= 0 && area.x + area.width >= 0) {
    ctx.moveTo(0, area.y);
    ctx.lineTo(0, area.y + area.height);
  }
  if (area.y <= 0 && area.y + area.height >= 0) {
    ctx.moveTo(area.x, 0);
    ctx.lineTo(area.x + area.width, 0);
  }
  ctx.strokeStyle = theme.axis;
  ctx.lineWidth = 2 / scale;
  ctx.stroke();
}

function shapePath(ctx: CanvasRenderingContext2D, shape: Shape) {
  ctx.beginPath();
  if (shape.kind === 'rectangle') {
    ctx.rect(shape.x, shape.y, shape.width, shape.height);
  } else {
    const rx = shape.width / 2;
    const ry = shape.height / 2;
    ctx.ellipse(shape.x + rx, shape.y + ry, rx, ry, 0, 0, Math.PI * 2);
  }
}

function drawShape(ctx: CanvasRenderingContext2D, shape: Shape, scale: number, theme: Theme) {
  const colours = coloursOf(shape.paletteIndex);
  shapePath(ctx, shape);
  ctx.fillStyle = colours.background;
  ctx.fill();
  ctx.strokeStyle = colours.border;
  // Lines thin out when zoomed out, but never below a screen pixel.
  ctx.lineWidth = Math.max(SHAPE_BORDER, 1 / scale);
  ctx.stroke();
  // The text of a shape being edited is in the DOM editor on top of it.
  if (!shape.text || shape.isEditing) return;
  const lines = wrapText(ctx, shape.text, Math.max(1, shape.width - 2 * TEXT_PADDING));
  const fitting = Math.max(1, Math.floor((shape.height - TEXT_PADDING) / LINE_HEIGHT));
  const shown = lines.slice(0, fitting);
  const top = shape.y + shape.height / 2 - ((shown.length - 1) * LINE_HEIGHT) / 2;
  ctx.fillStyle = theme.text;
  shown.forEach((line, i) => {
    ctx.fillText(
      line,
      shape.x + shape.width / 2,
      top + i * LINE_HEIGHT,
      shape.width - TEXT_PADDING,
    );
  });
}

/**
 * Arrows of one look, batched: every line in one path and every head in another, so a
 * frame strokes once and fills once however many arrows are on screen (arrows of one
 * colour look the same in any order).
 */
function drawArrows(
  ctx: CanvasRenderingContext2D,
  polylines: readonly (readonly Point[])[],
  colour: string,
  width: number,
  scale: number,
) {
  if (polylines.length === 0) return;
  ctx.beginPath();
  for (const points of polylines) {
    ctx.moveTo(points[0]!.x, points[0]!.y);
    for (let i = 1; i < points.length; i++) ctx.lineTo(points[i]!.x, points[i]!.y);
  }
  ctx.strokeStyle = colour;
  ctx.lineWidth = Math.max(width, 1.25 / scale);
  ctx.stroke();
  const head = Math.max(ARROW_HEAD, 9 / scale);
  ctx.beginPath();
  for (const points of polylines) {
    const tip = points[points.length - 1]!;
    const before = points[points.length - 2]!;
    const angle = Math.atan2(tip.y - before.y, tip.x - before.x);
    ctx.moveTo(tip.x, tip.y);
    ctx.lineTo(tip.x - head * Math.cos(angle - 0.45), tip.y - head * Math.sin(angle - 0.45));
    ctx.lineTo(tip.x - head * Math.cos(angle + 0.45), tip.y - head * Math.sin(angle + 0.45));
    ctx.closePath();
  }
  ctx.fillStyle = colour;
  ctx.fill();
}

/** Selection outline, the eight resize handles and the connector knob, sized in screen pixels. */
function drawSelection(ctx: CanvasRenderingContext2D, shape: Shape, scale: number, theme: Theme) {
  const px = 1 / scale;
  ctx.strokeStyle = theme.accent;
  ctx.lineWidth = 1.5 * px;
  ctx.strokeRect(shape.x, shape.y, shape.width, shape.height);
  if (shape.isEditing) return;

  const knob = connectorHandleCentre(shape);
  ctx.beginPath();
  ctx.moveTo(shape.x + shape.width, knob.y);
  ctx.lineTo(knob.x - CONNECTOR_RADIUS_PX * px, knob.y);
  ctx.setLineDash([4 * px, 3 * px]);
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.beginPath();
  ctx.arc(knob.x, knob.y, CONNECTOR_RADIUS_PX * px, 0, Math.PI * 2);
  ctx.fillStyle = theme.accent;
  ctx.fill();

  const half = (HANDLE_SIZE_PX / 2) * px;
  ctx.fillStyle = theme.handleFill;
  for (const direction of RESIZE_DIRECTIONS) {
    const at = handlePosition(shape, direction);
    ctx.fillRect(at.x - half, at.y - half, 2 * half, 2 * half);
    ctx.strokeRect(at.x - half, at.y - half, 2 * half, 2 * half);
  }
}

/** The arrow under the pointer while it is being drawn from a connector handle. */
function drawArrowInProgress(ctx: CanvasRenderingContext2D, state: EditorState, theme: Theme) {
  const { mode, doc } = state;
  if (mode.kind !== 'connecting') return;
  const shapes = shapesById(doc);
  const source = shapes.get(mode.shapeId);
  if (!source) return;
  const target = topmostShapeAt(doc, mode.current, source.id);
  const preview: Arrow = {
    id: '\u0000preview',
    type: mode.arrowType,
    coordsStart: mode.current,
    coordsFinish: mode.current,
    shapeIdStart: source.id,
    shapeIdFinish: target?.id ?? null,
    isSelected: false,
  };
  if (target) {
    ctx.strokeStyle = theme.accent;
    ctx.lineWidth = 3 / state.viewport.scale;
    shapePath(ctx, target);
    ctx.stroke();
  }
  drawArrows(
    ctx,
    [arrowGeometry(preview, shapes).points],
    theme.accent,
    ARROW_WIDTH,
    state.viewport.scale,
  );
}

/**
 * Draws the scene, or only the part inside `region` (CSS pixels of the canvas) when a
 * pan frame redraws the strips it uncovered.
 */
export function drawScene(
  ctx: CanvasRenderingContext2D,
  state: EditorState,
  pixelRatio: number,
  theme: Theme,
  region?: Rect,
) {
  const { viewport } = state;
  const screen = region ?? { x: 0, y: 0, width: viewport.width, height: viewport.height };
  ctx.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
  if (!region) {
    drawRegion(ctx, state, pixelRatio, theme, screen);
    return;
  }
  ctx.save();
  try {
    ctx.beginPath();
    ctx.rect(screen.x, screen.y, screen.width, screen.height);
    ctx.clip();
    drawRegion(ctx, state, pixelRatio, theme, screen);
  } finally {
    ctx.restore();
  }
}

function drawRegion(
  ctx: CanvasRenderingContext2D,
  state: EditorState,
  pixelRatio: number,
  theme: Theme,
  screen: Rect,
) {
  const { viewport, doc, mode } = state;
  const { scale } = viewport;
  ctx.fillStyle = theme.outside;
  ctx.fillRect(screen.x, screen.y, screen.width, screen.height);

  // From here on, coordinates are world units.
  const s = pixelRatio * scale;
  ctx.setTransform(s, 0, 0, s, -viewport.x * s, -viewport.y * s);
  const visible = {
    x: viewport.x + screen.x / scale,
    y: viewport.y + screen.y / scale,
    width: screen.width / scale,
    height: screen.height / scale,
  };
  const area = intersection(visible, WORLD);
  if (!area) return;
  ctx.fillStyle = theme.world;
  ctx.fillRect(area.x, area.y, area.width, area.height);
  drawGrid(ctx, area, scale, theme);

  // Culling margins: a border's outer half and anti-aliasing reach past a shape's box,
  // and a selected shape's handles and connector knob reach further.
  const shapeArea = inflate(visible, SHAPE_BORDER + 2 / scale);
  ctx.font = `${FONT_SIZE}px ${theme.fontFamily}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const shape of doc.shapes) {
    if (intersects(shape, shapeArea)) drawShape(ctx, shape, scale, theme);
  }

  // Arrows over shapes, as they attach to outlines; the head may reach past the bounds.
  const shapes = shapesById(doc);
  const arrowArea = inflate(visible, Math.max(ARROW_HEAD, 9 / scale) + 2 / scale);
  const plain: Point[][] = [];
  const selected: Point[][] = [];
  for (const arrow of doc.arrows) {
    const { points, bounds } = arrowGeometry(arrow, shapes);
    if (points.length < 2 || !intersects(bounds, arrowArea)) continue;
    (arrow.isSelected ? selected : plain).push(points);
  }
  drawArrows(ctx, plain, theme.arrow, ARROW_WIDTH, scale);
  drawArrows(ctx, selected, theme.accent, ARROW_WIDTH * 1.75, scale);

  const selectionArea = inflate(
    visible,
    CANVAS.connectorHandlePx + (CONNECTOR_RADIUS_PX + HANDLE_SIZE_PX + 2) / scale,
  );
  for (const shape of doc.shapes) {
    if (shape.isSelected && intersects(shape, selectionArea))
      drawSelection(ctx, shape, scale, theme);
  }
  drawArrowInProgress(ctx, state, theme);
  if (mode.kind === 'selecting') {
    const band = rectFromCorners(mode.origin, mode.current);
    ctx.fillStyle = theme.accent;
    ctx.globalAlpha = 0.08;
    ctx.fillRect(band.x, band.y, band.width, band.height);
    ctx.globalAlpha = 1;
    ctx.strokeStyle = theme.accent;
    ctx.lineWidth = 1 / scale;
    ctx.strokeRect(band.x, band.y, band.width, band.height);
  }
}
