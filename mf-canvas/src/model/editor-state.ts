/**
 * The editor's whole state: the document, the camera, the pointer mode and the text
 * being typed. The view renders it and turns DOM events into `EditorAction`s; the pure
 * reducer in editor.ts is the only thing that changes it (as tldraw's Editor and
 * Excalidraw's app state sit apart from their renderers).
 */
import { type Camera, cameraCentredOn, type Point, type Rect } from 'diagram-kit';
import type { ArrowType } from './arrows';
import { CANVAS_CAMERA } from './canvas-constants';
import { type CanvasDocument, EMPTY_DOCUMENT } from './document';
import type { History } from './history';
import type { ResizeDirection } from './resize';
import type { ShapeKind } from './shapes';

/** What a pressed mouse button is doing (spec §4); releasing it ends every mode. */
export type Mode =
  | { kind: 'idle' }
  | { kind: 'panning'; startScreen: Point; startViewport: Camera }
  | { kind: 'selecting'; origin: Point; current: Point }
  | {
      kind: 'moving';
      start: Point;
      /** Positions of the moving shapes when the drag began. */
      origins: ReadonlyMap<string, Point>;
      /** The shape pressed; a click without a drag selects it alone. */
      pressedId: string;
      selectAloneOnClick: boolean;
      /** Alt-drag: copy the selection when the press turns into a drag, and move the copies. */
      duplicate: boolean;
      dragged: boolean;
    }
  | {
      kind: 'resizing';
      shapeId: string;
      startRect: Rect;
      startDirection: ResizeDirection;
      /** The handle's direction now (flipped when the pointer crossed the opposite edge). */
      direction: ResizeDirection;
      /** From the pointer to the handle's exact position, so the edge does not jump. */
      grabOffset: Point;
    }
  | { kind: 'connecting'; shapeId: string; arrowType: ArrowType; current: Point };

export interface EditorState {
  doc: CanvasDocument;
  viewport: Camera;
  mode: Mode;
  /** Last pointer position over the canvas, in screen pixels (null when outside). */
  pointer: Point | null;
  /** The text typed into the shape being edited, saved on Enter or blur. */
  textDraft: string | null;
  /** Undo and redo (history.ts); the editor's own reducer carries it along untouched. */
  history: History;
}

export type MouseButton = 0 | 1 | 2;

export type EditorAction =
  | { type: 'pointerDown'; screen: Point; button: MouseButton; shiftKey: boolean; altKey: boolean }
  | { type: 'pointerMove'; screen: Point }
  | { type: 'pointerUp'; screen: Point }
  | { type: 'pointerLeave' }
  /** The pointer was lost (capture lost, window blurred): end the mode, create nothing. */
  | { type: 'cancelPointer' }
  | { type: 'doubleClick'; screen: Point }
  | { type: 'wheel'; screen: Point; deltaY: number }
  | { type: 'resizeViewport'; width: number; height: number }
  | { type: 'zoomStep'; direction: 1 | -1 }
  | { type: 'deleteSelection' }
  | { type: 'selectAll' }
  | { type: 'escape' }
  | { type: 'addShape'; kind: ShapeKind }
  | { type: 'editText'; text: string }
  | { type: 'commitText' }
  | { type: 'load'; doc: CanvasDocument };

export function createEditorState(
  doc: CanvasDocument = EMPTY_DOCUMENT,
  size = { width: 800, height: 600 },
): EditorState {
  return {
    doc,
    // The world's origin in the middle of the screen at scale 1.
    viewport: cameraCentredOn({ x: 0, y: 0 }, size, CANVAS_CAMERA, 1),
    mode: { kind: 'idle' },
    pointer: null,
    textDraft: null,
    history: { past: [], future: [], settled: doc },
  };
}

/** The flags the debug overlay shows (spec §2: mode flags). */
export function modeFlags(state: EditorState) {
  const { mode } = state;
  return {
    panning: mode.kind === 'panning',
    selecting: mode.kind === 'selecting',
    moving: mode.kind === 'moving' && mode.dragged,
    resizing: mode.kind === 'resizing',
    connecting: mode.kind === 'connecting',
    editing: state.textDraft !== null,
  };
}
