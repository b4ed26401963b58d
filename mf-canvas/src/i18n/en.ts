/**
 * Every word the canvas shows, in English: the catalogue every other language follows
 * (`Translation<typeof en>` proves a translation complete). Counts are plurals (`_one`,
 * `_other`; a language with more forms adds its own). The site's i18n fills `{{name}}`.
 */
export const en = {
  title: 'Diagram canvas',
  loading: 'Loading canvas',
  canvasLabel: 'Diagram canvas',
  addRectangle: 'Add rectangle',
  addCircle: 'Add circle',
  undo: 'Undo',
  redo: 'Redo',
  /** The buttons' tooltips: their shortcut. */
  undoTitle: 'Undo (Ctrl+Z)',
  redoTitle: 'Redo (Ctrl+Shift+Z)',
  textEditorLabel: 'Shape text',
  /** In the offer of a diagram drawn here before: 'This diagram has changes that…'. */
  draftWhat: 'diagram',
  help:
    'Click a shape to select it, Shift-click to add, drag on empty space to select an area. ' +
    'Drag shapes to move them, Alt-drag to copy them, the square handles to resize. Drag the ' +
    'round handle of a selected shape to draw an arrow (right button: broken arrow). ' +
    'Double-click to edit text. Middle-drag pans, the wheel zooms. Keys: = and - zoom, ' +
    'Backspace deletes, Ctrl/Cmd+A selects all, Escape deselects, Ctrl/Cmd+Z undoes, ' +
    'Ctrl/Cmd+Shift+Z or Ctrl+Y redoes.',

  /** The status line: '3 shapes, 1 arrow. Selected: …' */
  counts: '{{shapes}}, {{arrows}}.',
  shapes_one: '{{count}} shape',
  shapes_other: '{{count}} shapes',
  arrows_one: '{{count}} arrow',
  arrows_other: '{{count}} arrows',
  nothingSelected: 'Nothing selected.',
  selectedShape: 'Selected: {{kind}} at {{x}}, {{y}}, {{width}} × {{height}}.',
  selectedShapeWithText: 'Selected: {{kind}} at {{x}}, {{y}}, {{width}} × {{height}}, “{{text}}”.',
  selectedArrow: 'Selected: {{type}} arrow, attached to {{attached}}.',
  /** The shapes an arrow is attached to (a language may need another case here). */
  attachedShapes_one: '{{count}} shape',
  attachedShapes_other: '{{count}} shapes',
  selectedMany: 'Selected: {{items}}.',
  /** Joins the shapes and arrows of `selectedMany`. */
  listSeparator: ', ',
  kinds: { rectangle: 'rectangle', circle: 'circle' },
  arrowTypes: { straight: 'straight', broken: 'broken' },

  debug: {
    pointer: 'x {{x}}, y {{y}}',
    noPointer: 'x –, y –',
    scale: 'scale {{scale}}',
    flags: {
      panning: 'panning',
      selecting: 'selecting',
      moving: 'moving',
      resizing: 'resizing',
      connecting: 'connecting',
      editing: 'editing',
    },
  },
};
