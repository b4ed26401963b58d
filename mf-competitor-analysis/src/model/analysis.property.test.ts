import fc from 'fast-check';
import {
  COMPETITOR_TEXT_MAX_LENGTH,
  MAX_COMPETITORS,
  MAX_CRITERIA,
  updateCompetitorAnalysisRequest,
} from 'shared-contracts';
import {
  boundedText,
  competitorsAsEdited,
  isWellFormed,
  overLimitText,
} from 'shared-contracts/testing';
import { describe, expect, it } from 'vitest';
import {
  type Analysis,
  addColumn,
  addRow,
  moveRow,
  removeColumn,
  removeRow,
  renameColumn,
  renameRow,
  retypeColumn,
  setCell,
} from './analysis';
import { applyEdit } from './grid-edits';
import { sampleAnalysis } from './sample';
import { fromWire, toRequest, toWire } from './wire';
import { wireProblem } from './wire-rules';

/*
 * Any sequence of the editor's edits keeps the table sound: one cell per column in every
 * row, every id unique, at most 30 by 30, text within 300 and never half a character, and
 * what it would send is a PATCH body the server accepts as it is.
 */

const text = fc.oneof(
  boundedText(COMPETITOR_TEXT_MAX_LENGTH),
  overLimitText(COMPETITOR_TEXT_MAX_LENGTH),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);
/** Which row or column an edit aims at: an index taken modulo the count, or a missing id. */
const pick = fc.oneof(
  { weight: 9, arbitrary: fc.nat() },
  { weight: 1, arbitrary: fc.constant(-1) },
);

const edit = fc.oneof(
  fc.constant({ op: 'addColumn' as const }),
  fc.constant({ op: 'addRow' as const }),
  fc.record({ op: fc.constant('removeColumn' as const), at: pick }),
  fc.record({ op: fc.constant('removeRow' as const), at: pick }),
  fc.record({ op: fc.constant('renameColumn' as const), at: pick, text }),
  fc.record({ op: fc.constant('renameRow' as const), at: pick, text }),
  fc.record({
    op: fc.constant('retypeColumn' as const),
    at: pick,
    type: fc.constantFrom('string' as const, 'boolean' as const),
  }),
  fc.record({
    op: fc.constant('moveRow' as const),
    at: pick,
    to: fc.oneof(fc.integer({ min: -3, max: 40 }), fc.constant(Number.NaN), fc.double()),
  }),
  fc.record({
    op: fc.constant('setCell' as const),
    row: pick,
    column: pick,
    value: fc.oneof(text, fc.boolean()),
  }),
  fc.record({ op: fc.constant('typeInGrid' as const), row: fc.nat(40), col: fc.nat(40), text }),
);
type Edit = typeof edit extends fc.Arbitrary<infer E> ? E : never;

const idAt = (items: readonly { id: string }[], at: number) =>
  at < 0 || items.length === 0 ? 'no-such-id' : items[at % items.length]!.id;

function apply(table: Analysis, e: Edit): Analysis {
  switch (e.op) {
    case 'addColumn':
      return addColumn(table);
    case 'addRow':
      return addRow(table);
    case 'removeColumn':
      return removeColumn(table, idAt(table.columns, e.at));
    case 'removeRow':
      return removeRow(table, idAt(table.rows, e.at));
    case 'renameColumn':
      return renameColumn(table, idAt(table.columns, e.at), e.text);
    case 'renameRow':
      return renameRow(table, idAt(table.rows, e.at), e.text);
    case 'retypeColumn':
      return retypeColumn(table, idAt(table.columns, e.at), e.type);
    case 'moveRow':
      return moveRow(table, idAt(table.rows, e.at), e.to);
    case 'setCell':
      return setCell(table, idAt(table.rows, e.row), idAt(table.columns, e.column), e.value);
    case 'typeInGrid':
      return applyEdit(table, { row: e.row, col: e.col }, e.text).table;
  }
}

function expectSound(table: Analysis) {
  const columnIds = table.columns.map((c) => c.id);
  const cellIds = table.rows.flatMap((row) => Object.values(row.cells).map((cell) => cell.id));
  expect(new Set(columnIds).size).toBe(columnIds.length);
  expect(new Set(table.rows.map((r) => r.id)).size).toBe(table.rows.length);
  expect(new Set(cellIds).size).toBe(cellIds.length);
  expect(table.columns.length).toBeLessThanOrEqual(MAX_CRITERIA);
  expect(table.rows.length).toBeLessThanOrEqual(MAX_COMPETITORS);
  for (const row of table.rows) {
    expect(Object.keys(row.cells).sort()).toEqual([...columnIds].sort());
    for (const column of table.columns) {
      const { value } = row.cells[column.id]!;
      expect(typeof value).toBe(column.type === 'boolean' ? 'boolean' : 'string');
    }
  }
  const texts = [
    ...table.columns.map((c) => c.name),
    ...table.rows.flatMap((r) => [r.name, ...Object.values(r.cells).map((c) => c.value)]),
  ].filter((value): value is string => typeof value === 'string');
  for (const value of texts) {
    expect(value.length).toBeLessThanOrEqual(COMPETITOR_TEXT_MAX_LENGTH);
    expect(isWellFormed(value), JSON.stringify(value)).toBe(true);
  }
}

const start = fc.oneof(
  fc.constant(sampleAnalysis()),
  competitorsAsEdited.map((competitors) => fromWire({ name: 'Analysis', competitors })),
);

describe('editing the table', () => {
  it('keeps it sound after every edit, and its PATCH body valid as it is', () => {
    const keys = {
      PK: 'PROJECT#5a0c2e4b-9d1f-4e3a-8b6c-7f2d1e0a9b84',
      SK: 'COMPAN#5a0c2e4b-9d1f-4e3a-8b6c-7f2d1e0a9b84',
    };
    fc.assert(
      fc.property(start, fc.array(edit, { maxLength: 40 }), (first, edits) => {
        let table = first;
        for (const e of edits) {
          table = apply(table, e);
          expectSound(table);
        }
        expect(wireProblem(table)).toBeNull();
        const body = toRequest(table, keys);
        const parsed = updateCompetitorAnalysisRequest.safeParse(body);
        expect(parsed.error?.issues ?? []).toEqual([]);
        expect(parsed.data).toEqual(body);
        if (table.rows.length > 0) {
          expect(fromWire({ name: table.name, competitors: toWire(table) })).toEqual(table);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('gives back the very same table for an edit that changes nothing', () => {
    fc.assert(
      fc.property(start, (table) => {
        expect(removeRow(table, 'no-such-id')).toBe(table);
        expect(removeColumn(table, 'no-such-id')).toBe(table);
        const row = table.rows[0];
        if (row) expect(renameRow(table, row.id, row.name)).toBe(table);
        const column = table.columns[0];
        if (column) expect(retypeColumn(table, column.id, column.type)).toBe(table);
      }),
      { numRuns: 50 },
    );
  });
});
