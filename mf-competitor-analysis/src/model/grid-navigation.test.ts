import { describe, expect, it } from 'vitest';
import { clampPosition, gridSize, kindOf, moveFocus } from './grid-navigation';

// 3 competitors, 2 criteria: rows 0 (header) .. 3, columns 0 (number) .. 4 (remove).
const size = gridSize(3, 2);
const move = (row: number, col: number, key: string, ctrl = false) =>
  moveFocus({ row, col }, key, ctrl, size);

describe('grid navigation', () => {
  it('counts the header row and the number, name and remove columns', () => {
    expect(size).toEqual({ rows: 4, cols: 5 });
    expect([0, 1, 2, 3, 4].map((col) => kindOf(col, 2))).toEqual([
      'number',
      'name',
      'criterion',
      'criterion',
      'remove',
    ]);
  });

  it('moves one cell with the arrows and stops at the edges', () => {
    expect(move(1, 1, 'ArrowRight')).toEqual({ row: 1, col: 2 });
    expect(move(1, 1, 'ArrowDown')).toEqual({ row: 2, col: 1 });
    expect(move(0, 0, 'ArrowUp')).toEqual({ row: 0, col: 0 });
    expect(move(0, 0, 'ArrowLeft')).toEqual({ row: 0, col: 0 });
    expect(move(3, 4, 'ArrowRight')).toEqual({ row: 3, col: 4 });
    expect(move(3, 4, 'ArrowDown')).toEqual({ row: 3, col: 4 });
  });

  it('jumps with Home / End, Ctrl+Home / Ctrl+End and the page keys', () => {
    expect(move(2, 3, 'Home')).toEqual({ row: 2, col: 0 });
    expect(move(2, 1, 'End')).toEqual({ row: 2, col: 4 });
    expect(move(2, 3, 'Home', true)).toEqual({ row: 0, col: 0 });
    expect(move(1, 1, 'End', true)).toEqual({ row: 3, col: 4 });
    expect(move(1, 2, 'PageDown')).toEqual({ row: 3, col: 2 });
    expect(move(3, 2, 'PageUp')).toEqual({ row: 0, col: 2 });
  });

  it('ignores keys that are not movements', () => {
    expect(move(1, 1, 'Enter')).toBeNull();
    expect(move(1, 1, 'a')).toBeNull();
  });

  it('keeps a position inside a table that shrank', () => {
    expect(clampPosition({ row: 9, col: 9 }, gridSize(1, 0))).toEqual({ row: 1, col: 2 });
  });
});
