import { type Fields, isRecord, keysOf, list, text } from './read';

interface Criterion {
  key: string;
  name: string;
  /** A 'Yes or No' column (`type: 'boolean'`); any other is text. */
  yesNo: boolean;
}

interface CompetitorRow {
  key: string;
  name: string;
  /** One value per criterion, in the criteria's order: Yes/No as booleans. */
  cells: (string | boolean)[];
}

interface AnalysisView {
  name: string;
  criteria: Criterion[];
  competitors: CompetitorRow[];
}

/**
 * The table a stored analysis holds (GET /api/competitor-analysis/…, spec §3). On the
 * wire every competitor carries its own copy of the criteria; the first one's are the
 * table's columns, as the editor reads them (model/wire.ts). A cell is found by its
 * criterion's id (by its place only where ids are missing); values are text, 'true' /
 * 'false' for Yes or No.
 */
export function analysisView(item: Fields): AnalysisView {
  const rows = list(item.competitors);
  const columns = list(rows[0]?.criterias);
  const columnKeys = keysOf(columns.map((column) => text(column.id)));
  const criteria = columns.map((column, index) => ({
    key: columnKeys[index]!,
    name: text(column.name),
    yesNo: column.type === 'boolean',
  }));
  const rowKeys = keysOf(rows.map((row) => text(row.id)));
  const competitors = rows.map((row, index) => {
    const own = list(row.criterias);
    const byId = new Map(own.map((cell) => [text(cell.id), cell]));
    const cells = columns.map((column, place) => {
      const id = text(column.id);
      const cell = id ? byId.get(id) : own[place];
      const value = text(isRecord(cell?.value) ? cell.value.value : undefined);
      return column.type === 'boolean' ? value === 'true' : value;
    });
    return { key: rowKeys[index]!, name: text(row.name), cells };
  });
  return { name: text(item.name), criteria, competitors };
}

/**
 * At most this many criteria a table. The viewer has a page's width and no scrolling
 * (a share page, a PDF page): 30 criteria side by side would be a few letters wide each,
 * so a wide analysis is shown as several tables, each with the competitors again.
 */
const CRITERIA_PER_TABLE = 6;

/** The criteria of each table as [from, to) indexes, as even as they divide. */
export function criteriaGroups(count: number, most = CRITERIA_PER_TABLE): [number, number][] {
  const tables = Math.max(1, Math.ceil(count / most));
  return Array.from({ length: tables }, (_, table) => [
    Math.round((table * count) / tables),
    Math.round(((table + 1) * count) / tables),
  ]);
}
