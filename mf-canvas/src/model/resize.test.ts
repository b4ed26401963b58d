import { describe, expect, it } from 'vitest';
import { handlePosition, resizeRect } from './resize';

const box = { x: 100, y: 100, width: 300, height: 200 };

describe('resizing by a handle', () => {
  it('moves only the dragged edge', () => {
    expect(resizeRect(box, 'right', { x: 500, y: 999 })).toEqual({
      rect: { x: 100, y: 100, width: 400, height: 200 },
      direction: 'right',
    });
    expect(resizeRect(box, 'left', { x: 50, y: 0 }).rect).toEqual({
      x: 50,
      y: 100,
      width: 350,
      height: 200,
    });
    expect(resizeRect(box, 'top', { x: 0, y: 150 }).rect).toEqual({
      x: 100,
      y: 150,
      width: 300,
      height: 150,
    });
    expect(resizeRect(box, 'bottom', { x: 0, y: 360 }).rect).toEqual({
      x: 100,
      y: 100,
      width: 300,
      height: 260,
    });
    expect(resizeRect(box, 'bottom-right', { x: 420, y: 330 }).rect).toEqual({
      x: 100,
      y: 100,
      width: 320,
      height: 230,
    });
    expect(resizeRect(box, 'top-left', { x: 0, y: 0 }).rect).toEqual({
      x: 0,
      y: 0,
      width: 400,
      height: 300,
    });
  });

  it('flips the direction when the pointer crosses the opposite edge', () => {
    // The right edge dragged to x = 20, past the left edge at 100: the shape now lies
    // left of the old left edge, and the handle is a left handle.
    expect(resizeRect(box, 'right', { x: 20, y: 0 })).toEqual({
      rect: { x: 20, y: 100, width: 80, height: 200 },
      direction: 'left',
    });
    expect(resizeRect(box, 'left', { x: 480, y: 0 })).toEqual({
      rect: { x: 400, y: 100, width: 80, height: 200 },
      direction: 'right',
    });
    expect(resizeRect(box, 'top', { x: 0, y: 380 })).toEqual({
      rect: { x: 100, y: 300, width: 300, height: 80 },
      direction: 'bottom',
    });
  });

  it('flips each axis of a corner on its own', () => {
    expect(resizeRect(box, 'bottom-right', { x: 0, y: 400 }).direction).toBe('bottom-left');
    expect(resizeRect(box, 'bottom-right', { x: 500, y: 0 }).direction).toBe('top-right');
    expect(resizeRect(box, 'bottom-right', { x: 0, y: 0 })).toEqual({
      rect: { x: 0, y: 0, width: 100, height: 100 },
      direction: 'top-left',
    });
    expect(resizeRect(box, 'top-left', { x: 600, y: 500 }).direction).toBe('bottom-right');
  });

  it('flips back when the pointer returns', () => {
    const there = resizeRect(box, 'right', { x: 20, y: 0 });
    expect(there.direction).toBe('left');
    expect(resizeRect(box, 'right', { x: 450, y: 0 })).toEqual({
      rect: { x: 100, y: 100, width: 350, height: 200 },
      direction: 'right',
    });
  });

  it('never makes a shape smaller than 50 × 50', () => {
    expect(resizeRect(box, 'right', { x: 110, y: 0 }).rect).toEqual({
      x: 100,
      y: 100,
      width: 50,
      height: 200,
    });
    expect(resizeRect(box, 'bottom-left', { x: 395, y: 105 }).rect).toEqual({
      x: 350,
      y: 100,
      width: 50,
      height: 50,
    });
    // Just past the opposite edge: the minimum, on the other side.
    expect(resizeRect(box, 'right', { x: 90, y: 0 }).rect).toEqual({
      x: 50,
      y: 100,
      width: 50,
      height: 200,
    });
  });

  it('places the eight handles on the corners and edge midpoints', () => {
    expect(handlePosition(box, 'top-left')).toEqual({ x: 100, y: 100 });
    expect(handlePosition(box, 'top')).toEqual({ x: 250, y: 100 });
    expect(handlePosition(box, 'right')).toEqual({ x: 400, y: 200 });
    expect(handlePosition(box, 'bottom-left')).toEqual({ x: 100, y: 300 });
  });
});
