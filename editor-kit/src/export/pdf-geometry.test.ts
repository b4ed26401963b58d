import { describe, expect, it } from 'vitest';
import { horizontalScaling, MAX_PAGE_SIDE, pdfPage, placeRun } from './pdf-geometry';

describe('pdfPage', () => {
  it('is the picture at 96 CSS px an inch: 0.75 points a pixel', () => {
    expect(pdfPage(800, 600)).toEqual({ width: 600, height: 450, scale: 0.75 });
  });

  it("shrinks a picture past 200 inches to the viewers' largest page, keeping its shape", () => {
    const page = pdfPage(6300, 24_000);
    expect(page.height).toBeCloseTo(MAX_PAGE_SIDE);
    expect(page.width / page.height).toBeCloseTo(6300 / 24_000);
  });
});

describe('placeRun', () => {
  const font = { ascent: 0.9, descent: 0.2 };

  it('turns a run at the top left into PDF coordinates from the bottom, in points', () => {
    const page = pdfPage(1000, 800);
    const run = { text: 'Олена', left: 40, top: 100, width: 120, height: 20, fontSize: 16 };
    const placed = placeRun(run, page, font);
    // The glyph box (0.9 up, 0.2 down) centred on the line box's middle (110 px):
    // baseline at 110 + (0.9 - 0.2) / 2 × 16 = 115.6 px from the top.
    expect(placed.text).toBe('Олена');
    expect(placed.x).toBeCloseTo(30);
    expect(placed.y).toBeCloseTo(600 - 115.6 * 0.75);
    expect(placed.size).toBeCloseTo(12);
    expect(placed.width).toBeCloseTo(90);
  });

  it('scales with a shrunk page', () => {
    const page = pdfPage(100, 28_800);
    const placed = placeRun(
      { text: 'x', left: 10, top: 0, width: 10, height: 10, fontSize: 10 },
      page,
      font,
    );
    expect(placed.size).toBeCloseTo(5);
    expect(placed.x).toBeCloseTo(5);
  });
});

describe('horizontalScaling', () => {
  it("stretches or squeezes the PDF font's text to the width the screen drew", () => {
    expect(horizontalScaling(120, 100)).toBeCloseTo(120);
    expect(horizontalScaling(50, 100)).toBeCloseTo(50);
  });

  it('leaves empty or unmeasurable text alone', () => {
    expect(horizontalScaling(0, 100)).toBe(100);
    expect(horizontalScaling(10, 0)).toBe(100);
  });
});
