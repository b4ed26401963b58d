import { type Camera, screenToDiagram } from 'diagram-kit';
import { describe, expect, it } from 'vitest';
import { zoomByStep, zoomByWheel } from './canvas-zoom';

const size = { width: 1000, height: 800 };
const at = (x: number, y: number, scale: number): Camera => ({ x, y, scale, ...size });

describe('zooming the canvas', () => {
  it('by keyboard steps 0.2 around the middle of the screen, up to the limits', () => {
    let viewport = at(-500, -400, 1);
    const middle = screenToDiagram(viewport, { x: 500, y: 400 });
    const scales: number[] = [];
    for (let i = 0; i < 7; i++) {
      viewport = zoomByStep(viewport, 1);
      scales.push(viewport.scale);
    }
    expect(scales).toEqual([1.2, 1.4, 1.6, 1.8, 2, 2, 2]);
    expect(screenToDiagram(viewport, { x: 500, y: 400 })).toEqual(middle);
    for (let i = 0; i < 10; i++) viewport = zoomByStep(viewport, -1);
    expect(viewport.scale).toBe(0.4);
  });

  it('by wheel 0.0075 per delta unit, down zooming out', () => {
    const viewport = at(-500, -400, 1);
    expect(zoomByWheel(viewport, { x: 10, y: 10 }, 20).scale).toBe(0.85);
    expect(zoomByWheel(viewport, { x: 10, y: 10 }, -40).scale).toBe(1.3);
    expect(zoomByWheel(viewport, { x: 10, y: 10 }, -1000).scale).toBe(2);
    expect(zoomByWheel(viewport, { x: 10, y: 10 }, 1000).scale).toBe(0.4);
  });
});
