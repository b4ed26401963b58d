import { describe, expect, it } from 'vitest';
import { horizontalScaling, PAGE_MARGIN, pdfPage, placeRun } from './pdf-geometry';

describe('pdfPage', () => {
  it('is a sheet of the paper, upright for a picture taller than wide', () => {
    expect(pdfPage(600, 900, 'a4')).toMatchObject({ width: 595.28, height: 841.89 });
    expect(pdfPage(600, 900, 'letter')).toMatchObject({ width: 612, height: 792 });
  });

  it('turns sideways for a picture wider than tall', () => {
    expect(pdfPage(1200, 500, 'a4')).toMatchObject({ width: 841.89, height: 595.28 });
    expect(pdfPage(1200, 500, 'letter')).toMatchObject({ width: 792, height: 612 });
  });

  it('fits a large picture inside the margins, keeping its shape, centred across and at the top', () => {
    const page = pdfPage(6300, 24_000, 'letter');
    expect(page.pictureHeight).toBeCloseTo(792 - 2 * PAGE_MARGIN);
    expect(page.pictureWidth / page.pictureHeight).toBeCloseTo(6300 / 24_000);
    expect(page.x).toBeCloseTo((612 - page.pictureWidth) / 2);
    expect(page.y).toBeCloseTo(PAGE_MARGIN);
    const wide = pdfPage(3000, 1000, 'a4');
    expect(wide.pictureWidth).toBeCloseTo(841.89 - 2 * PAGE_MARGIN);
    expect(wide.x).toBeCloseTo(PAGE_MARGIN);
    expect(wide.y + wide.pictureHeight).toBeCloseTo(595.28 - PAGE_MARGIN);
  });

  it('never enlarges a small picture past the size the editor showed it (0.75 pt a px)', () => {
    const page = pdfPage(400, 300, 'a4');
    expect(page.scale).toBe(0.75);
    expect(page.pictureWidth).toBe(300);
    expect(page.y + page.pictureHeight).toBeCloseTo(page.height - PAGE_MARGIN);
  });
});

describe('placeRun', () => {
  const font = { ascent: 0.9, descent: 0.2 };

  it('turns a run at the top left into PDF coordinates from the bottom, in points', () => {
    const page = pdfPage(600, 800, 'a4');
    const run = { text: 'Олена', left: 40, top: 100, width: 120, height: 20, fontSize: 16 };
    const placed = placeRun(run, page, font);
    // 0.75 pt a px: the picture is 450 x 600 pt, centred across, 36 pt from the top.
    // The glyph box (0.9 up, 0.2 down) centred on the line box's middle (110 px):
    // baseline at 110 + (0.9 - 0.2) / 2 × 16 = 115.6 px from the picture's top.
    expect(placed.text).toBe('Олена');
    expect(placed.x).toBeCloseTo((595.28 - 450) / 2 + 30);
    expect(placed.y).toBeCloseTo(841.89 - PAGE_MARGIN - 115.6 * 0.75);
    expect(placed.size).toBeCloseTo(12);
    expect(placed.width).toBeCloseTo(90);
  });

  it('scales with a picture shrunk to fit', () => {
    const page = pdfPage(100, 28_800, 'a4');
    const placed = placeRun(
      { text: 'x', left: 10, top: 0, width: 10, height: 10, fontSize: 10 },
      page,
      font,
    );
    expect(placed.size).toBeCloseTo(10 * page.scale);
    expect(placed.x).toBeCloseTo(page.x + 10 * page.scale);
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
