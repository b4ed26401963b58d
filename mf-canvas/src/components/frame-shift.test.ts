import { panBy, zoomAt } from 'diagram-kit';
import { describe, expect, it } from 'vitest';
import { CANVAS_CAMERA } from '../model/canvas-constants';
import { createEditorState, type EditorState } from '../model/editor-state';
import { frameShift } from './frame-shift';

const state = createEditorState(undefined, { width: 1000, height: 600 });
const drawn = (shown: EditorState, pixelRatio = 1) => ({ state: shown, pixelRatio });
const panned = (dx: number, dy: number, from = state): EditorState => ({
  ...from,
  viewport: panBy(from.viewport, { x: dx, y: dy }, CANVAS_CAMERA),
});

describe("the canvas's next frame from its last", () => {
  it('shifts the pixels by the pointer movement when only the camera moved', () => {
    expect(frameShift(drawn(state), panned(12, -7), 1)).toEqual({ dx: 12, dy: -7 });
    expect(frameShift(drawn(state, 2), panned(12, -7), 2)).toEqual({ dx: 24, dy: -14 });
    const zoomedOut = {
      ...state,
      viewport: zoomAt(state.viewport, { x: 500, y: 300 }, 0.4, CANVAS_CAMERA),
    };
    expect(frameShift(drawn(zoomedOut), panned(33, 5, zoomedOut), 1)).toEqual({ dx: 33, dy: 5 });
  });

  it('draws everything with nothing drawn yet, after a zoom, an edit, a mode change, a new pixel ratio or a fractional shift', () => {
    expect(frameShift(null, panned(5, 5), 1)).toBeNull();
    const zoomed = {
      ...state,
      viewport: zoomAt(state.viewport, { x: 0, y: 0 }, 1.2, CANVAS_CAMERA),
    };
    expect(frameShift(drawn(state), zoomed, 1)).toBeNull();
    expect(
      frameShift(drawn(state), { ...panned(5, 5), doc: { shapes: [], arrows: [] } }, 1),
    ).toBeNull();
    expect(frameShift(drawn(state), { ...panned(5, 5), mode: { kind: 'idle' } }, 1)).toBeNull();
    expect(frameShift(drawn(state, 1), panned(5, 5), 2)).toBeNull();
    expect(frameShift(drawn(state), panned(0.5, 0), 1)).toBeNull();
    expect(frameShift(drawn(state), panned(2000, 0), 1)).toBeNull();
  });
});
