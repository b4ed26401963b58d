import type { EditorState } from '../model/editor-state';
import type { HitTarget } from '../model/hit-testing';
import { resizeCursor } from '../model/resize';

/** The pointer's look: what a press would do here, or what the drag is doing. */
export function cursorFor(state: EditorState, hover: HitTarget): string {
  const { mode } = state;
  switch (mode.kind) {
    case 'panning':
      return 'grabbing';
    case 'resizing':
      return resizeCursor(mode.direction);
    case 'connecting':
    case 'selecting':
      return 'crosshair';
    case 'moving':
      return 'move';
    default:
      break;
  }
  switch (hover.kind) {
    case 'resize-handle':
      return resizeCursor(hover.direction);
    case 'connector':
      return 'crosshair';
    case 'shape':
      return 'move';
    case 'arrow':
      return 'pointer';
    default:
      return 'default';
  }
}
