import fc from 'fast-check';
import { updateCompetitorAnalysisRequest } from 'shared-contracts';
import {
  boundedText,
  competitorsOnWire,
  distinctIds,
  featureName,
  uuid,
} from 'shared-contracts/testing';
import { describe, expect, it } from 'vitest';
import type { Analysis, Column } from './analysis';
import { fromWire, toRequest, toWire } from './wire';
import { wireProblem } from './wire-rules';

/*
 * The wire and the editor's table carry the same thing: any valid wire object read and
 * written again is the same object (its 'true' / 'false' texts become booleans and come
 * back as the same texts), and any table written and read again is the same table.
 */

const keys = {
  PK: 'PROJECT#5a0c2e4b-9d1f-4e3a-8b6c-7f2d1e0a9b84',
  SK: 'COMPAN#c0ffee00-9d1f-4e3a-8b6c-7f2d1e0a9b84',
};

/** A table as the editor holds it: at least one competitor (criteria cannot travel alone). */
const analyses: fc.Arbitrary<Analysis> = fc
  .tuple(fc.integer({ min: 1, max: 6 }), fc.nat({ max: 6 }))
  .chain(([rows, columns]) =>
    fc.record({
      name: featureName,
      columnIds: distinctIds(columns),
      rowIds: distinctIds(rows),
      cellIds: distinctIds(rows * columns),
      columns: fc.array(
        fc.record({
          name: boundedText(300),
          type: fc.constantFrom('string' as const, 'boolean' as const),
        }),
        { minLength: columns, maxLength: columns },
      ),
      rowNames: fc.array(boundedText(300), { minLength: rows, maxLength: rows }),
      values: fc.array(fc.tuple(boundedText(300), fc.boolean()), {
        minLength: rows * columns,
        maxLength: rows * columns,
      }),
    }),
  )
  .map(({ name, columnIds, rowIds, cellIds, columns, rowNames, values }) => {
    const cols: Column[] = columns.map((c, i) => ({ id: columnIds[i]!, ...c }));
    return {
      name,
      columns: cols,
      rows: rowIds.map((id, r) => ({
        id,
        name: rowNames[r]!,
        cells: Object.fromEntries(
          cols.map((column, c) => {
            const [text, yes] = values[r * cols.length + c]!;
            const value = column.type === 'boolean' ? yes : text;
            return [column.id, { id: cellIds[r * cols.length + c]!, value }];
          }),
        ),
      })),
    };
  });

describe('wire ↔ table', () => {
  it('a valid wire object comes back the same after a read and a write', () => {
    fc.assert(
      fc.property(featureName, competitorsOnWire, (name, competitors) => {
        const table = fromWire({ name, competitors });
        expect(toWire(table)).toEqual(competitors);
        expect(table.name).toBe(name);
      }),
      { numRuns: 100 },
    );
  });

  it("reads 'true' as true and 'false' as false, and nothing else in a Yes/No column", () => {
    fc.assert(
      fc.property(competitorsOnWire, (competitors) => {
        const table = fromWire({ name: 'x', competitors });
        table.rows.forEach((row, r) => {
          table.columns.forEach((column, c) => {
            const cell = row.cells[column.id]!;
            const sent = competitors[r]!.criterias[c]!.value;
            expect(Object.hasOwn(row.cells, column.id)).toBe(true);
            expect(cell.id).toBe(sent.id);
            expect(cell.value).toBe(column.type === 'boolean' ? sent.value === 'true' : sent.value);
          });
        });
      }),
      { numRuns: 100 },
    );
  });

  it('a table comes back the same after a write and a read, and its PATCH body is valid as it is', () => {
    fc.assert(
      fc.property(analyses, (table) => {
        expect(fromWire({ name: table.name, competitors: toWire(table) })).toEqual(table);
        expect(wireProblem(table)).toBeNull();
        const body = toRequest(table, keys);
        const parsed = updateCompetitorAnalysisRequest.safeParse(body);
        expect(parsed.error?.issues ?? []).toEqual([]);
        expect(parsed.data).toEqual(body);
      }),
      { numRuns: 100 },
    );
  });

  it('a table without competitors is saved without its criteria', () => {
    fc.assert(
      fc.property(analyses, (table) => {
        const empty = { ...table, rows: [] };
        expect(toWire(empty)).toEqual([]);
        expect(fromWire({ name: table.name, competitors: [] })).toEqual({ ...empty, columns: [] });
      }),
      { numRuns: 30 },
    );
  });

  it('reads ids that are also names of Object.prototype as plain ids', () => {
    fc.assert(
      fc.property(
        uuid,
        fc.constantFrom('__proto__', 'constructor', 'toString'),
        (cellId, columnId) => {
          const competitors = [
            {
              id: 'r',
              name: 'Row',
              criterias: [
                {
                  id: columnId,
                  name: 'C',
                  type: 'string' as const,
                  value: { id: cellId, value: 'v' },
                },
              ],
            },
          ];
          const table = fromWire({ name: 'x', competitors });
          expect(Object.keys(table.rows[0]!.cells)).toEqual([columnId]);
          expect(toWire(table)).toEqual(competitors);
        },
      ),
      { numRuns: 10 },
    );
  });
});
