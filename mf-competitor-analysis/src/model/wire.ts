import type { Competitor, CompetitorAnalysisContent } from 'shared-contracts';
import { type Analysis, type Cell, type Column, cellValue, type Row, randomId } from './analysis';
import { valueFromWire, valueToWire } from './cell-values';

/**
 * The wire's shape (spec §3, architecture §6): `competitors[]`, each with its own copy of
 * the criteria `criterias[] { id, name, type, value: { id, value } }`, every value text.
 * The server refuses rows whose criteria differ, so the first competitor's criteria are
 * the table's columns. Ids travel both ways unchanged, so they are stable across saves.
 *
 * One thing the wire cannot hold: criteria without competitors (they only exist inside
 * a competitor). A table with columns and no rows is saved without its criteria; the
 * table says so while it is in that state.
 */

export interface WireAnalysis {
  name: string;
  competitors: readonly Competitor[];
}

export function fromWire({ name, competitors }: WireAnalysis): Analysis {
  const columns: Column[] = (competitors[0]?.criterias ?? []).map(({ id, name, type }) => ({
    id,
    name,
    type,
  }));
  const rows: Row[] = competitors.map((competitor) => {
    const byId = new Map(competitor.criterias.map((criterion) => [criterion.id, criterion]));
    // Read by column id, not position: a row the server let through out of order (it does
    // not) would still land in the right columns. Built with fromEntries, not by
    // assignment: ids are any client's text, and `cells['__proto__'] = …` would set the
    // object's prototype instead of adding the cell.
    const cells: Record<string, Cell> = Object.fromEntries(
      columns.map((column) => {
        const criterion = byId.get(column.id);
        const cell = {
          id: criterion?.value.id ?? randomId(),
          value: valueFromWire(column.type, criterion?.value.value ?? ''),
        };
        return [column.id, cell];
      }),
    );
    return { id: competitor.id, name: competitor.name, cells };
  });
  return { name, columns, rows };
}

export function toWire(table: Analysis): CompetitorAnalysisContent['competitors'] {
  return table.rows.map((row) => ({
    id: row.id,
    name: row.name,
    criterias: table.columns.map((column) => ({
      id: column.id,
      name: column.name,
      type: column.type,
      value: {
        id: row.cells[column.id]?.id ?? randomId(),
        value: valueToWire(column.type, cellValue(row, column)),
      },
    })),
  }));
}

/** The PATCH body (spec §7): the whole analysis under the item's keys. */
export function toRequest(table: Analysis, keys: { PK: string; SK: string }) {
  return {
    projectSK: keys.PK,
    competitorAnalysisSK: keys.SK,
    name: table.name,
    competitors: toWire(table),
  };
}
