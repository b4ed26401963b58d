import { describe, expect, it } from 'vitest';
import { createEditorState } from '../model/editor-state';
import { panBy, zoomAt } from '../model/viewport';
import { scrollShift, uncoveredStrips } from './scroll-blit';

const state = createEditorState(undefined, { width: 1000, height: 600 });
const panned = (dx: number, dy: number, from = state) => ({
  ...from,
  viewport: panBy(from.viewport, { x: dx, y: dy }),
});

describe('scrolling the previous frame', () => {
  it('shifts by the pointer movement in device pixels', () => {
    expect(scrollShift(state, panned(12, -7), 1)).toEqual({ dx: 12, dy: -7 });
    expect(scrollShift(state, panned(12, -7), 2)).toEqual({ dx: 24, dy: -14 });
    const zoomedOut = { ...state, viewport: zoomAt(state.viewport, { x: 500, y: 300 }, 0.4) };
    expect(scrollShift(zoomedOut, panned(33, 5, zoomedOut), 1)).toEqual({ dx: 33, dy: 5 });
  });

  it('draws everything after a zoom, an edit, a mode change or a fractional shift', () => {
    expect(
      scrollShift(state, { ...state, viewport: zoomAt(state.viewport, { x: 0, y: 0 }, 1.2) }, 1),
    ).toBeNull();
    expect(scrollShift(state, { ...panned(5, 5), doc: { shapes: [], arrows: [] } }, 1)).toBeNull();
    expect(scrollShift(state, { ...panned(5, 5), mode: { kind: 'idle' } }, 1)).toBeNull();
    expect(scrollShift(state, panned(0.5, 0), 1)).toBeNull();
    expect(scrollShift(state, panned(2000, 0), 1)).toBeNull();
  });

  it('uncovers the strips the image moved away from', () => {
    expect(uncoveredStrips({ dx: 10, dy: 0 }, 100, 50, 1)).toEqual([
      { x: 0, y: 0, width: 10, height: 50 },
    ]);
    expect(uncoveredStrips({ dx: -10, dy: -4 }, 100, 50, 1)).toEqual([
      { x: 90, y: 0, width: 10, height: 50 },
      { x: 0, y: 46, width: 90, height: 4 },
    ]);
    expect(uncoveredStrips({ dx: 8, dy: 6 }, 100, 50, 2)).toEqual([
      { x: 0, y: 0, width: 4, height: 50 },
      { x: 4, y: 0, width: 96, height: 3 },
    ]);
    expect(uncoveredStrips({ dx: 0, dy: 0 }, 100, 50, 1)).toEqual([]);
  });
});
