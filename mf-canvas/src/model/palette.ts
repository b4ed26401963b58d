import { CANVAS } from './canvas-constants';

export interface ShapeColours {
  background: string;
  border: string;
}

/**
 * The eight background/border pairs of spec §3, one picked at random per new shape.
 * Light fills with a darker border of the same hue, so the shape text (gray-900) keeps
 * 4.5:1 contrast on every one.
 */
export const SHAPE_PALETTE: readonly ShapeColours[] = [
  { background: '#eeecfc', border: '#5b4bdb' },
  { background: '#e8f0fd', border: '#1d5fc7' },
  { background: '#e7f6ec', border: '#0f7a3d' },
  { background: '#fdecea', border: '#c42b1c' },
  { background: '#fff4db', border: '#b26b00' },
  { background: '#e6f7f8', border: '#0b7a84' },
  { background: '#fbeaf5', border: '#a3267d' },
  { background: '#f3f4f6', border: '#4b5563' },
];

if (SHAPE_PALETTE.length !== CANVAS.paletteSize) {
  throw new Error(`The shape palette must have ${CANVAS.paletteSize} colours`);
}

/** A palette index from a random number in [0, 1). */
export const paletteIndexFrom = (random: number) =>
  Math.min(SHAPE_PALETTE.length - 1, Math.floor(random * SHAPE_PALETTE.length));

export const coloursOf = (paletteIndex: number): ShapeColours =>
  SHAPE_PALETTE[paletteIndex] ?? SHAPE_PALETTE[0]!;
