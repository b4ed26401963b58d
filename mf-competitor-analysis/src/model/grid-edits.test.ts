import { describe, expect, it } from 'vitest';
import { applyEdit, isEditable } from './grid-edits';
import { picture, table } from './test-tables';

// Grid columns: 0 number, 1 name, 2 Price (text), 3 Trial (Yes or No), 4 remove.
const apps = () =>
  table(
    [
      ['Price', 'string'],
      ['Trial', 'boolean'],
    ],
    [
      ['Alpha', '€5', true],
      ['Beta', '', false],
      ['Gamma', 'free', false],
    ],
  );

describe('inline edits', () => {
  it('opens an editor on names, row numbers, text cells and criteria names only', () => {
    const at = (row: number, col: number) => isEditable(apps(), { row, col });
    expect([at(1, 0), at(1, 1), at(1, 2), at(1, 3), at(1, 4)]).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect([at(0, 0), at(0, 1), at(0, 2), at(0, 3), at(0, 4)]).toEqual([
      false,
      false,
      true,
      true,
      false,
    ]);
  });

  it('renames a criterion from its header, for every row', () => {
    const { table: next } = applyEdit(apps(), { row: 0, col: 3 }, '  Free trial ');
    expect(picture(next)[0]).toEqual(['Price:string', 'Free trial:boolean']);
  });

  it('renames a competitor and sets a cell, cleaned', () => {
    let next = applyEdit(apps(), { row: 2, col: 1 }, 'Beta Plus').table;
    next = applyEdit(next, { row: 2, col: 2 }, ' from\n€3 ').table;
    expect(picture(next)[2]).toEqual(['Beta Plus', 'from €3', false]);
  });

  it('moves a row by its number, clamped, and says where it went', () => {
    const moved = applyEdit(apps(), { row: 3, col: 0 }, '1');
    expect(moved.table.rows.map((r) => r.name)).toEqual(['Gamma', 'Alpha', 'Beta']);
    expect(moved.at).toEqual({ row: 1, col: 0 });
    const clamped = applyEdit(apps(), { row: 1, col: 0 }, '40');
    expect(clamped.table.rows.map((r) => r.name)).toEqual(['Beta', 'Gamma', 'Alpha']);
    expect(clamped.at).toEqual({ row: 3, col: 0 });
    const zero = applyEdit(apps(), { row: 2, col: 0 }, '0');
    expect(zero.table.rows.map((r) => r.name)).toEqual(['Beta', 'Alpha', 'Gamma']);
  });

  it('leaves the table alone for a row number that is not a number', () => {
    const before = apps();
    expect(applyEdit(before, { row: 2, col: 0 }, '').table).toBe(before);
    expect(applyEdit(before, { row: 2, col: 3 }, 'yes').table).toBe(before);
  });
});
