import { describe, expect, it } from 'vitest';
import { cellValue } from './analysis';
import type { ColumnType } from './cell-values';
import { picture, table } from './test-tables';
import { THUMBNAIL_COMPETITORS, THUMBNAIL_CRITERIA, thumbnailCorner } from './thumbnail';

/** A `rows` x `columns` table whose cells say where they are. */
function grid(rows: number, columns: number) {
  return table(
    Array.from({ length: columns }, (_, c): [string, ColumnType] => [
      `Criterion ${c + 1}`,
      'string',
    ]),
    Array.from({ length: rows }, (_, r) => [
      `Competitor ${r + 1}`,
      ...Array.from({ length: columns }, (_, c) => `r${r + 1}c${c + 1}`),
    ]),
  );
}

describe('thumbnailCorner', () => {
  it('keeps the first competitors against the first criteria, in order', () => {
    const corner = thumbnailCorner(grid(30, 30));
    expect(corner.columns.map((column) => column.name)).toEqual(['Criterion 1', 'Criterion 2']);
    expect(corner.rows.map((row) => row.name)).toEqual(
      Array.from({ length: THUMBNAIL_COMPETITORS }, (_, r) => `Competitor ${r + 1}`),
    );
    expect(
      corner.rows.map((row) => corner.columns.map((column) => cellValue(row, column))),
    ).toEqual(
      Array.from({ length: THUMBNAIL_COMPETITORS }, (_, r) =>
        Array.from({ length: THUMBNAIL_CRITERIA }, (_, c) => `r${r + 1}c${c + 1}`),
      ),
    );
  });

  it('cuts rows and columns apart: a long narrow table keeps its one criterion', () => {
    const corner = thumbnailCorner(grid(12, 1));
    expect(corner.columns).toHaveLength(1);
    expect(corner.rows).toHaveLength(THUMBNAIL_COMPETITORS);
    const wide = thumbnailCorner(grid(2, 9));
    expect(picture(wide)).toEqual([
      ['Criterion 1:string', 'Criterion 2:string'],
      ['Competitor 1', 'r1c1', 'r1c2'],
      ['Competitor 2', 'r2c1', 'r2c2'],
    ]);
  });

  it('pictures a table that fits as it is, the name included', () => {
    const small = grid(3, 2);
    expect(thumbnailCorner(small)).toBe(small);
    expect(thumbnailCorner(grid(40, 40)).name).toBe('Analysis');
    expect(thumbnailCorner(grid(0, 0)).rows).toEqual([]);
  });
});
