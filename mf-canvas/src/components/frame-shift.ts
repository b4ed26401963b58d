import { type Shift, scrollShift } from 'diagram-kit';
import type { EditorState } from '../model/editor-state';

/** A frame on the canvas: the state it showed and the pixel ratio it was drawn at. */
export interface DrawnFrame {
  state: EditorState;
  pixelRatio: number;
}

/**
 * How far the last frame's pixels move to show `state` (diagram-kit's scroll blit), or
 * null to draw it whole. They can be shifted only if they show the same document in the
 * same mode at the same pixel ratio: then only the camera moved.
 */
export function frameShift(
  drawn: DrawnFrame | null,
  state: EditorState,
  pixelRatio: number,
): Shift | null {
  if (!drawn) return null;
  return scrollShift(
    drawn.state.viewport,
    state.viewport,
    pixelRatio,
    drawn.pixelRatio === pixelRatio &&
      drawn.state.doc === state.doc &&
      drawn.state.mode === state.mode,
  );
}
