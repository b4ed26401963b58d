/** Builders shared by the model's tests. */
import type { Arrow } from './arrows';
import type { Shape } from './shapes';

export function shape(id: string, x: number, y: number, overrides: Partial<Shape> = {}): Shape {
  return {
    id,
    kind: 'rectangle',
    x,
    y,
    width: 100,
    height: 100,
    text: '',
    paletteIndex: 0,
    isSelected: false,
    isEditing: false,
    ...overrides,
  };
}

export function arrow(
  id: string,
  shapeIdStart: string | null,
  shapeIdFinish: string | null,
  overrides: Partial<Arrow> = {},
): Arrow {
  return {
    id,
    type: 'straight',
    coordsStart: { x: 0, y: 0 },
    coordsFinish: { x: 0, y: 0 },
    shapeIdStart,
    shapeIdFinish,
    isSelected: false,
    ...overrides,
  };
}
