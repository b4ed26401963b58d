/** Builders shared by the model's tests. */
import { diagramToScreen, type Point } from 'diagram-kit';
import type { Arrow } from './arrows';
import type { CanvasDocument } from './document';
import { createEditorState } from './editor-state';
import { type CanvasAction, canvasReducer } from './history';
import { sequentialRandomness } from './ids';
import { keyCommand } from './keys';
import type { Shape } from './shapes';

export function shape(id: string, x: number, y: number, overrides: Partial<Shape> = {}): Shape {
  return {
    id,
    kind: 'rectangle',
    x,
    y,
    width: 100,
    height: 100,
    text: '',
    paletteIndex: 0,
    isSelected: false,
    isEditing: false,
    ...overrides,
  };
}

export function arrow(
  id: string,
  shapeIdStart: string | null,
  shapeIdFinish: string | null,
  overrides: Partial<Arrow> = {},
): Arrow {
  return {
    id,
    type: 'straight',
    coordsStart: { x: 0, y: 0 },
    coordsFinish: { x: 0, y: 0 },
    shapeIdStart,
    shapeIdFinish,
    isSelected: false,
    ...overrides,
  };
}

/**
 * An editor driven as the page drives it (the canvas's reducer, history and all, as the
 * store runs it), with the mouse in world coordinates and the keys by name.
 */
export function testEditor(doc: CanvasDocument, size: { width: number; height: number }) {
  let state = createEditorState(doc, size);
  const randomness = sequentialRandomness();
  const dispatch = (action: CanvasAction) => {
    state = canvasReducer(state, action, randomness);
    return state;
  };
  const screen = (world: Point) => diagramToScreen(state.viewport, world);
  const down = (
    world: Point,
    options: { button?: 0 | 1 | 2; shift?: boolean; alt?: boolean } = {},
  ) =>
    dispatch({
      type: 'pointerDown',
      screen: screen(world),
      button: options.button ?? 0,
      shiftKey: options.shift ?? false,
      altKey: options.alt ?? false,
    });
  /** Moves and releases in world coordinates of the viewport the drag started in. */
  const drag = (from: Point, to: Point, options: Parameters<typeof down>[1] = {}) => {
    const start = state.viewport;
    down(from, options);
    const at = diagramToScreen(start, to);
    dispatch({
      type: 'pointerMove',
      screen: { x: (screen(from).x + at.x) / 2, y: (screen(from).y + at.y) / 2 },
    });
    dispatch({ type: 'pointerMove', screen: at });
    return dispatch({ type: 'pointerUp', screen: at });
  };
  const click = (world: Point, options: Parameters<typeof down>[1] = {}) => {
    down(world, options);
    return dispatch({ type: 'pointerUp', screen: screen(world) });
  };
  const key = (
    k: string,
    mods: { ctrlKey?: boolean; metaKey?: boolean; shiftKey?: boolean } = {},
  ) => {
    const action = keyCommand({ key: k, ctrlKey: false, metaKey: false, altKey: false, ...mods });
    return action ? dispatch(action) : state;
  };
  return {
    get state() {
      return state;
    },
    dispatch,
    down,
    drag,
    click,
    key,
    screen,
  };
}
