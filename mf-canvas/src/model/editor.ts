/**
 * The editor's reducer: every user action as a pure function of the state (spec §4,
 * 'Canvas interaction'). Randomness (new ids, palette picks) is passed in.
 */
import {
  cameraCentre,
  centre,
  distance,
  type Point,
  panBy,
  rectFromCorners,
  resizeCamera,
  screenToDiagram,
  subtract,
} from 'diagram-kit';
import type { Arrow } from './arrows';
import { CANVAS_CAMERA } from './canvas-constants';
import { zoomByStep, zoomByWheel } from './canvas-zoom';
import {
  addArrow,
  addShape,
  clearSelection,
  deleteSelection,
  duplicateSelection,
  moveShapes,
  selectAllShapes,
  selectArrow,
  selectShapes,
  setShapeRect,
  shapesById,
  shapesTouching,
  startEditing,
  stopEditing,
} from './document';
import type { EditorAction, EditorState, Mode, MouseButton } from './editor-state';
import { CONNECTOR_RADIUS_PX, hitTest, topmostShapeAt } from './hit-testing';
import type { Randomness } from './ids';
import { handlePosition, resizeRect } from './resize';
import { connectorHandleCentre, createShape, shapeContains } from './shapes';

const IDLE: Mode = { kind: 'idle' };
/** A press that moves less than this (screen pixels) is a click, not a drag. */
const CLICK_SLOP_PX = 3;

const isEditing = (state: EditorState) => state.textDraft !== null;

/** Saves the text being typed into its shape and ends editing (Enter, blur, any press). */
function commitText(state: EditorState): EditorState {
  if (!isEditing(state)) return state;
  return { ...state, doc: stopEditing(state.doc, state.textDraft ?? undefined), textDraft: null };
}

function pointerDown(
  state: EditorState,
  screen: Point,
  button: MouseButton,
  shiftKey: boolean,
  altKey: boolean,
): EditorState {
  // The press saves any text being typed first: the editor's blur arrives after it.
  const s: EditorState = { ...commitText(state), pointer: screen, mode: IDLE };
  const world = screenToDiagram(s.viewport, screen);
  if (button === 1) {
    return { ...s, mode: { kind: 'panning', startScreen: screen, startViewport: s.viewport } };
  }
  const target = hitTest(s.doc, world, s.viewport.scale);
  if (target.kind === 'connector') {
    const arrowType = button === 0 ? 'straight' : 'broken';
    return {
      ...s,
      mode: { kind: 'connecting', shapeId: target.shapeId, arrowType, current: world },
    };
  }
  if (button !== 0) return s;

  switch (target.kind) {
    case 'resize-handle': {
      const shape = shapesById(s.doc).get(target.shapeId)!;
      const rect = { x: shape.x, y: shape.y, width: shape.width, height: shape.height };
      return {
        ...s,
        mode: {
          kind: 'resizing',
          shapeId: shape.id,
          startRect: rect,
          startDirection: target.direction,
          direction: target.direction,
          grabOffset: subtract(handlePosition(rect, target.direction), world),
        },
      };
    }
    case 'arrow':
      return { ...s, doc: selectArrow(s.doc, target.arrowId, shiftKey) };
    case 'shape': {
      const pressed = shapesById(s.doc).get(target.shapeId)!;
      let doc = s.doc;
      // Alt on a selected shape copies the selection, once the press becomes a drag: an
      // Alt-click alone must not leave invisible copies on top of the originals.
      const duplicate = altKey && pressed.isSelected;
      if (!duplicate && (shiftKey || !pressed.isSelected)) {
        doc = selectShapes(doc, new Set([pressed.id]), shiftKey);
      }
      const origins = new Map(
        doc.shapes
          .filter((shape) => shape.isSelected)
          .map((shape) => [shape.id, { x: shape.x, y: shape.y }]),
      );
      return {
        ...s,
        doc,
        mode: {
          kind: 'moving',
          start: world,
          origins,
          pressedId: pressed.id,
          // Pressing one shape of a group keeps the group for a drag; a click picks it alone.
          selectAloneOnClick: pressed.isSelected && !shiftKey && !altKey,
          duplicate,
          dragged: false,
        },
      };
    }
    default:
      // Left-drag on empty space: a rubber band that clears the selection (spec §4).
      return {
        ...s,
        doc: clearSelection(s.doc),
        mode: { kind: 'selecting', origin: world, current: world },
      };
  }
}

function pointerMove(state: EditorState, screen: Point, randomness: Randomness): EditorState {
  const s = { ...state, pointer: screen };
  const { mode } = s;
  const world = screenToDiagram(s.viewport, screen);
  switch (mode.kind) {
    case 'panning':
      return {
        ...s,
        viewport: panBy(mode.startViewport, subtract(screen, mode.startScreen), CANVAS_CAMERA),
      };
    case 'selecting': {
      const band = rectFromCorners(mode.origin, world);
      return {
        ...s,
        doc: selectShapes(s.doc, shapesTouching(s.doc, band)),
        mode: { ...mode, current: world },
      };
    }
    case 'moving': {
      if (mode.dragged) {
        return { ...s, doc: moveShapes(s.doc, mode.origins, subtract(world, mode.start)) };
      }
      if (distance(world, mode.start) * s.viewport.scale <= CLICK_SLOP_PX) return s;
      let { doc } = s;
      let { origins, pressedId } = mode;
      if (mode.duplicate) {
        const duplicated = duplicateSelection(doc, randomness);
        doc = duplicated.doc;
        origins = new Map([...origins].map(([id, at]) => [duplicated.copies.get(id)!, at]));
        pressedId = duplicated.copies.get(pressedId)!;
      }
      return {
        ...s,
        doc: moveShapes(doc, origins, subtract(world, mode.start)),
        mode: { ...mode, origins, pressedId, dragged: true },
      };
    }
    case 'resizing': {
      const handle = { x: world.x + mode.grabOffset.x, y: world.y + mode.grabOffset.y };
      const { rect, direction } = resizeRect(mode.startRect, mode.startDirection, handle);
      return {
        ...s,
        doc: setShapeRect(s.doc, mode.shapeId, rect),
        mode: direction === mode.direction ? mode : { ...mode, direction },
      };
    }
    case 'connecting':
      return { ...s, mode: { ...mode, current: world } };
    default:
      return s;
  }
}

/** Releasing the mouse ends every mode (spec §4); a connector drag leaves an arrow. */
function pointerUp(state: EditorState, screen: Point, randomness: Randomness): EditorState {
  const s = pointerMove(state, screen, randomness);
  const { mode } = s;
  const ended = { ...s, mode: IDLE };
  if (mode.kind === 'moving' && !mode.dragged && mode.selectAloneOnClick) {
    return { ...ended, doc: selectShapes(s.doc, new Set([mode.pressedId])) };
  }
  if (mode.kind !== 'connecting') return ended;

  const source = shapesById(s.doc).get(mode.shapeId);
  const world = screenToDiagram(s.viewport, screen);
  if (!source) return ended;
  const target = topmostShapeAt(s.doc, world, source.id);
  const stillOnHandle =
    distance(world, connectorHandleCentre(source)) * s.viewport.scale <= CONNECTOR_RADIUS_PX;
  if (!target && (stillOnHandle || shapeContains(source, world))) return ended;
  const arrow: Arrow = {
    id: randomness.newId(),
    type: mode.arrowType,
    coordsStart: centre(source),
    coordsFinish: target ? centre(target) : world,
    shapeIdStart: source.id,
    shapeIdFinish: target?.id ?? null,
    isSelected: false,
  };
  return { ...ended, doc: addArrow(s.doc, arrow) };
}

/** Applies one action. The same state object comes back when nothing changed. */
export function editorReducer(
  state: EditorState,
  action: EditorAction,
  randomness: Randomness,
): EditorState {
  switch (action.type) {
    case 'pointerDown':
      return pointerDown(state, action.screen, action.button, action.shiftKey, action.altKey);
    case 'pointerMove':
      return pointerMove(state, action.screen, randomness);
    case 'pointerUp':
      return pointerUp(state, action.screen, randomness);
    case 'pointerLeave':
      return state.pointer === null ? state : { ...state, pointer: null };
    case 'cancelPointer':
      return state.mode.kind === 'idle' ? state : { ...state, mode: IDLE };
    case 'doubleClick': {
      const world = screenToDiagram(state.viewport, action.screen);
      const shape = topmostShapeAt(state.doc, world);
      if (!shape) return state;
      const s = commitText(state);
      return { ...s, doc: startEditing(s.doc, shape.id), textDraft: shape.text, mode: IDLE };
    }
    case 'wheel':
      return withViewport(state, zoomByWheel(state.viewport, action.screen, action.deltaY));
    case 'resizeViewport':
      return withViewport(state, resizeCamera(state.viewport, action, CANVAS_CAMERA));
    // Keyboard commands are ignored while a shape is being edited (spec §4).
    case 'zoomStep':
      return isEditing(state)
        ? state
        : withViewport(state, zoomByStep(state.viewport, action.direction));
    case 'deleteSelection':
      return isEditing(state) ? state : withDoc(state, deleteSelection(state.doc));
    case 'selectAll':
      return isEditing(state) ? state : withDoc(state, selectAllShapes(state.doc));
    case 'escape': {
      const s = commitText(state);
      return withDoc(s, clearSelection(s.doc));
    }
    case 'addShape': {
      const s = commitText(state);
      const at = screenToDiagram(s.viewport, cameraCentre(s.viewport));
      const shape = { ...createShape(action.kind, at, randomness), isSelected: true };
      return withDoc(s, addShape(clearSelection(s.doc), shape));
    }
    case 'editText':
      return isEditing(state) && state.textDraft !== action.text
        ? { ...state, textDraft: action.text }
        : state;
    case 'commitText':
      return commitText(state);
    case 'load':
      return { ...state, doc: action.doc, mode: IDLE, textDraft: null };
  }
}

const withViewport = (state: EditorState, viewport: EditorState['viewport']) =>
  viewport === state.viewport ? state : { ...state, viewport };

const withDoc = (state: EditorState, doc: EditorState['doc']) =>
  doc === state.doc ? state : { ...state, doc };
