import { describe, expect, it } from 'vitest';
import { removeRow, setCell } from './analysis';
import { sampleAnalysis } from './sample';
import { analysisDraftCodec } from './stored-draft';
import { readStoredAnalysis } from './stored-draft-reader';

const decode = readStoredAnalysis;
/** Through a structured clone, as IndexedDB stores it. */
const kept = (value: unknown) => structuredClone(analysisDraftCodec.encode(value as never));

describe('the analysis kept on this device', () => {
  it('is read back by the codec through the reader its schemas bring', async () => {
    const table = sampleAnalysis();
    expect(await analysisDraftCodec.decode(kept(table), table, 1)).toEqual(table);
    expect(await analysisDraftCodec.decode({ name: 1 }, table, 1)).toBeNull();
  });

  it('comes back exactly as it was typed', () => {
    let table = sampleAnalysis();
    const [column] = table.columns;
    table = setCell(table, table.rows[0]!.id, column!.id, 'typed but not saved');
    expect(decode(kept(table))).toEqual(table);
  });

  it('keeps the criteria of a table whose competitors were all removed', () => {
    let table = sampleAnalysis();
    for (const row of table.rows) table = removeRow(table, row.id);
    expect(table.rows).toEqual([]);
    expect(decode(kept(table))).toEqual(table);
  });

  it('is nothing when storage holds something else', () => {
    const table = sampleAnalysis();
    for (const bad of [
      null,
      'table',
      { ...table, name: 7 },
      { ...table, columns: [{ id: 'c', name: 'C', type: 'date' }] },
      { ...table, rows: [{ id: 'r', name: 'R', cells: { c: { id: 'x', value: 1 } } }] },
      { ...table, rows: Array.from({ length: 31 }, () => table.rows[0]) },
    ]) {
      expect(decode(bad)).toBeNull();
    }
  });
});
