import { describe, expect, it } from 'vitest';
import { moveFocus } from './grid-navigation';

const size = { rows: 6, cols: 4 };

describe('moving through the map with the keyboard', () => {
  it.each([
    ['ArrowDown', false, { row: 2, col: 1 }],
    ['ArrowUp', false, { row: 0, col: 1 }],
    ['ArrowRight', false, { row: 1, col: 2 }],
    ['ArrowLeft', false, { row: 1, col: 0 }],
    ['Home', false, { row: 1, col: 0 }],
    ['End', false, { row: 1, col: 3 }],
    ['Home', true, { row: 0, col: 0 }],
    ['End', true, { row: 5, col: 3 }],
  ])('%s (ctrl %s)', (key, ctrl, to) => {
    expect(moveFocus({ row: 1, col: 1 }, key, ctrl, size)).toEqual(to);
  });

  it('stays inside the grid and ignores other keys', () => {
    expect(moveFocus({ row: 0, col: 0 }, 'ArrowUp', false, size)).toEqual({ row: 0, col: 0 });
    expect(moveFocus({ row: 5, col: 3 }, 'ArrowRight', false, size)).toEqual({ row: 5, col: 3 });
    expect(moveFocus({ row: 1, col: 1 }, 'a', false, size)).toBeNull();
  });
});
