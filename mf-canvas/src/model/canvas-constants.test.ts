import { describe, expect, it } from 'vitest';
import { CANVAS, SIMULATED_LOAD_MS, WORLD } from './canvas-constants';

/** A guard that the named constants still say what product spec §9 says. */
describe('the canvas numbers of spec §9', () => {
  it('a 6000 x 6000 world of 150 cells of 40 px, zoom 0.4 to 2, a 1 s simulated load', () => {
    expect(CANVAS.gridCellPx * CANVAS.gridCells).toBe(CANVAS.worldSize);
    expect([CANVAS.worldSize, CANVAS.minZoom, CANVAS.maxZoom]).toEqual([6000, 0.4, 2]);
    expect(SIMULATED_LOAD_MS).toBe(1000);
  });
});

describe('the world', () => {
  it('is 6000 square with the origin offset by 3000', () => {
    expect(WORLD).toEqual({ x: -3000, y: -3000, width: 6000, height: 6000 });
  });
});
