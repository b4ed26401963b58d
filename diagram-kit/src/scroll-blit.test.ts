import { describe, expect, it } from 'vitest';
import { type Camera, type CameraLimits, cameraCentredOn, panBy, zoomAt } from './camera';
import { scrollShift, uncoveredStrips } from './scroll-blit';

const LIMITS: CameraLimits = {
  minScale: 0.4,
  maxScale: 2,
  bounds: { x: -3000, y: -3000, width: 6000, height: 6000 },
};
const camera = cameraCentredOn({ x: 0, y: 0 }, { width: 1000, height: 600 }, LIMITS);
const panned = (dx: number, dy: number, from: Camera = camera) =>
  panBy(from, { x: dx, y: dy }, LIMITS);

describe('scrolling the previous frame', () => {
  it('shifts by the pointer movement in device pixels', () => {
    expect(scrollShift(camera, panned(12, -7), 1)).toEqual({ dx: 12, dy: -7 });
    expect(scrollShift(camera, panned(12, -7), 2)).toEqual({ dx: 24, dy: -14 });
    const zoomedOut = zoomAt(camera, { x: 500, y: 300 }, 0.4, LIMITS);
    expect(scrollShift(zoomedOut, panned(33, 5, zoomedOut), 1)).toEqual({ dx: 33, dy: 5 });
  });

  it('draws everything after a zoom, a change of content, a fractional or too long shift', () => {
    expect(scrollShift(camera, zoomAt(camera, { x: 0, y: 0 }, 1.2, LIMITS), 1)).toBeNull();
    expect(scrollShift(camera, panned(5, 5), 1, false)).toBeNull();
    expect(scrollShift(camera, panned(0.5, 0), 1)).toBeNull();
    expect(scrollShift(camera, panned(2000, 0), 1)).toBeNull();
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
