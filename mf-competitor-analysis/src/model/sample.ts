import type { Analysis, Column, Row } from './analysis';
import type { CellValue } from './cell-values';

/**
 * What a guest sees on /competitoranalysis (spec §1: 'sample data'): a small, realistic
 * comparison with both column types, so every feature has something to act on.
 */
const COLUMNS: [name: string, type: Column['type']][] = [
  ['Delivery fee', 'string'],
  ['Free delivery over €25', 'boolean'],
  ['Live order tracking', 'boolean'],
  ['Who it is for', 'string'],
];

const COMPETITORS: [name: string, values: CellValue[]][] = [
  ['QuickBite', ['€2.49 flat', true, true, 'Students and young professionals in big cities']],
  ['FreshCart', ['€3.99, free for members', false, true, 'Families doing a weekly shop']],
  ['Corner Deli Direct', ['', false, false, 'Neighbourhood regulars who order by phone today']],
];

export const SAMPLE_NAME = 'Food delivery apps';

export function sampleAnalysis(newId: () => string = () => crypto.randomUUID()): Analysis {
  const columns: Column[] = COLUMNS.map(([name, type]) => ({ id: newId(), name, type }));
  const rows: Row[] = COMPETITORS.map(([name, values]) => ({
    id: newId(),
    name,
    cells: Object.fromEntries(
      columns.map((column, i) => [column.id, { id: newId(), value: values[i]! }]),
    ),
  }));
  return { name: SAMPLE_NAME, columns, rows };
}
