/**
 * Every string the canvas shows. The shell's i18n catalogs are not shared with remotes,
 * and the canvas is developer scaffolding (spec §1), so English only, kept in one place.
 */
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const strings = {
  title: 'Diagram canvas',
  loading: 'Loading canvas',
  canvasLabel: 'Diagram canvas',
  addRectangle: 'Add rectangle',
  addCircle: 'Add circle',
  textEditorLabel: 'Shape text',
  /** In the offer of a diagram drawn here before: 'This diagram has changes that…'. */
  draftWhat: 'diagram',
  help:
    'Click a shape to select it, Shift-click to add, drag on empty space to select an area. ' +
    'Drag shapes to move them, Alt-drag to copy them, the square handles to resize. Drag the ' +
    'round handle of a selected shape to draw an arrow (right button: broken arrow). ' +
    'Double-click to edit text. Middle-drag pans, the wheel zooms. Keys: = and - zoom, ' +
    'Backspace deletes, Ctrl/Cmd+A selects all, Escape deselects.',
  counts: (shapes: number, arrows: number) =>
    `${plural(shapes, 'shape', 'shapes')}, ${plural(arrows, 'arrow', 'arrows')}.`,
  nothingSelected: 'Nothing selected.',
  selectedShape: (
    kind: string,
    x: number,
    y: number,
    width: number,
    height: number,
    text: string,
  ) => `Selected: ${kind} at ${x}, ${y}, ${width} × ${height}${text ? `, “${text}”` : ''}.`,
  selectedArrow: (type: string, attached: number) =>
    `Selected: ${type} arrow, attached to ${plural(attached, 'shape', 'shapes')}.`,
  selectedMany: (shapes: number, arrows: number) =>
    `Selected: ${[
      shapes ? plural(shapes, 'shape', 'shapes') : '',
      arrows ? plural(arrows, 'arrow', 'arrows') : '',
    ]
      .filter(Boolean)
      .join(', ')}.`,
  kinds: { rectangle: 'rectangle', circle: 'circle' },
  arrowTypes: { straight: 'straight', broken: 'broken' },
  debug: {
    pointer: (x: number, y: number) => `x ${x}, y ${y}`,
    noPointer: 'x –, y –',
    scale: (scale: number) => `scale ${scale.toFixed(2)}`,
    flags: {
      panning: 'panning',
      selecting: 'selecting',
      moving: 'moving',
      resizing: 'resizing',
      connecting: 'connecting',
      editing: 'editing',
    },
  },
} as const;
