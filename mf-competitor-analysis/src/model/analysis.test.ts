import { MAX_COMPETITORS, MAX_CRITERIA } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import {
  type Analysis,
  addColumn,
  addRow,
  canAddColumn,
  canAddRow,
  cellValue,
  columnHasContent,
  moveRow,
  nextName,
  removeColumn,
  removeRow,
  renameColumn,
  renameRow,
  retypeColumn,
  retypeLosesText,
  rowHasContent,
  sameAnalysis,
  setCell,
} from './analysis';
import { counterIds, picture, table } from './test-tables';

const apps = () =>
  table(
    [
      ['Price', 'string'],
      ['Free trial', 'boolean'],
    ],
    [
      ['Alpha', '€5', true],
      ['Beta', '', false],
    ],
  );

/** Every row holds exactly the table's column ids: the invariant the wire depends on. */
function expectConsistent(analysis: Analysis) {
  const ids = analysis.columns.map((column) => column.id).sort();
  for (const row of analysis.rows) expect(Object.keys(row.cells).sort()).toEqual(ids);
  const cellIds = analysis.rows.flatMap((row) => Object.values(row.cells).map((cell) => cell.id));
  expect(new Set(cellIds).size).toBe(cellIds.length);
}

/** A table with `rows` competitors and `cols` text criteria. */
function sized(rows: number, cols: number) {
  let analysis = table([], []);
  const ids = counterIds();
  for (let i = 0; i < cols; i++) analysis = addColumn(analysis, ids);
  for (let i = 0; i < rows; i++) analysis = addRow(analysis, ids);
  return analysis;
}

describe('columns (criteria)', () => {
  it("adds a text column named 'Criteria N', empty in every row", () => {
    const next = addColumn(apps(), counterIds('new'));
    expect(picture(next)).toEqual([
      ['Price:string', 'Free trial:boolean', 'Criteria 3:string'],
      ['Alpha', '€5', true, ''],
      ['Beta', '', false, ''],
    ]);
    expect(next.columns[2]!.id).toBe('new-0');
    expectConsistent(next);
  });

  it('skips a default name that is already taken', () => {
    const analysis = table(
      [
        ['Criteria 2', 'string'],
        ['Criteria 3', 'string'],
      ],
      [],
    );
    expect(addColumn(analysis).columns.at(-1)!.name).toBe('Criteria 4');
    expect(nextName('Competitor', [])).toBe('Competitor 1');
  });

  it('stops at 30 criteria', () => {
    const full = sized(1, MAX_CRITERIA);
    expect(full.columns).toHaveLength(30);
    expect(canAddColumn(full)).toBe(false);
    expect(addColumn(full)).toBe(full);
    expect(canAddColumn(removeColumn(full, full.columns[0]!.id))).toBe(true);
  });

  it('removes a column from the header and from every row', () => {
    const next = removeColumn(apps(), 'c0');
    expect(picture(next)).toEqual([['Free trial:boolean'], ['Alpha', true], ['Beta', false]]);
    expectConsistent(next);
    expect(removeColumn(next, 'missing')).toBe(next);
  });

  it('renames a column once, for every row, clipped to 300 characters', () => {
    const next = renameColumn(apps(), 'c1', 'Trial');
    expect(next.columns[1]!.name).toBe('Trial');
    expect(renameColumn(next, 'c1', 'x'.repeat(400)).columns[1]!.name).toHaveLength(300);
    expect(renameColumn(next, 'c1', 'Trial')).toBe(next);
  });

  it('retypes text to Yes or No: yes/true become Yes, anything else No', () => {
    const analysis = table(
      [['Answer', 'string']],
      [
        ['A', 'yes'],
        ['B', ' TRUE '],
        ['C', 'no'],
        ['D', 'maybe'],
        ['E', ''],
      ],
    );
    const next = retypeColumn(analysis, 'c0', 'boolean');
    expect(picture(next)).toEqual([
      ['Answer:boolean'],
      ['A', true],
      ['B', true],
      ['C', false],
      ['D', false],
      ['E', false],
    ]);
    // The cells keep their ids: the server sees the same cells with new values.
    expect(next.rows[3]!.cells.c0!.id).toBe('r3c0');
    expectConsistent(next);
  });

  it("retypes Yes or No to text as 'Yes' / 'No', and back to the same answers", () => {
    const asText = retypeColumn(apps(), 'c1', 'string');
    expect(picture(asText)[1]).toEqual(['Alpha', '€5', 'Yes']);
    expect(picture(asText)[2]).toEqual(['Beta', '', 'No']);
    expect(retypeColumn(asText, 'c1', 'boolean').rows.map((r) => r.cells.c1!.value)).toEqual([
      true,
      false,
    ]);
    expect(retypeColumn(asText, 'c1', 'string')).toBe(asText);
  });

  it('knows when retyping would throw text away', () => {
    expect(retypeLosesText(apps(), 'c0', 'boolean')).toBe(true);
    const answers = table(
      [['A', 'string']],
      [
        ['x', 'Yes'],
        ['y', 'no'],
        ['z', ''],
      ],
    );
    expect(retypeLosesText(answers, 'c0', 'boolean')).toBe(false);
    expect(retypeLosesText(apps(), 'c1', 'string')).toBe(false);
  });

  it('knows whether a column holds anything', () => {
    expect(columnHasContent(apps(), 'c0')).toBe(true);
    const empty = table(
      [
        ['A', 'string'],
        ['B', 'boolean'],
      ],
      [['x', ' ', false]],
    );
    expect(columnHasContent(empty, 'c0')).toBe(false);
    expect(columnHasContent(empty, 'c1')).toBe(false);
  });
});

describe('rows (competitors)', () => {
  it("adds 'Competitor N' with an empty cell of each column's type", () => {
    const next = addRow(apps(), counterIds('new'));
    expect(picture(next).at(-1)).toEqual(['Competitor 3', '', false]);
    expect(next.rows.at(-1)!.id).toBe('new-2');
    expectConsistent(next);
  });

  // Found by the property tests: a new row's cell for this column id became its prototype.
  it("gives a new row a cell in a column whose id is '__proto__'", () => {
    const analysis = {
      ...apps(),
      columns: [{ id: '__proto__', name: 'C', type: 'string' as const }],
    };
    const next = addRow(analysis, counterIds('new'));
    expect(Object.keys(next.rows.at(-1)!.cells)).toEqual(['__proto__']);
  });

  it('stops at 30 competitors', () => {
    const full = sized(MAX_COMPETITORS, 1);
    expect(canAddRow(full)).toBe(false);
    expect(addRow(full)).toBe(full);
  });

  it('removes a row, and keeps the columns when the last row goes', () => {
    const next = removeRow(removeRow(apps(), 'r0'), 'r1');
    expect(next.rows).toEqual([]);
    expect(next.columns.map((c) => c.name)).toEqual(['Price', 'Free trial']);
    // The cells of a row added later come from those columns.
    expect(picture(addRow(next))[1]).toEqual(['Competitor 1', '', false]);
  });

  it('renames a row, clipped to 300 characters', () => {
    expect(renameRow(apps(), 'r1', 'Gamma').rows[1]!.name).toBe('Gamma');
    expect(renameRow(apps(), 'r1', 'y'.repeat(301)).rows[1]!.name).toHaveLength(300);
  });

  it('moves a row to a position, clamped to the table', () => {
    const three = table([], [['A'], ['B'], ['C']]);
    const names = (analysis: Analysis) => analysis.rows.map((row) => row.name);
    expect(names(moveRow(three, 'r2', 0))).toEqual(['C', 'A', 'B']);
    expect(names(moveRow(three, 'r0', 1))).toEqual(['B', 'A', 'C']);
    expect(names(moveRow(three, 'r0', 99))).toEqual(['B', 'C', 'A']);
    expect(names(moveRow(three, 'r2', -5))).toEqual(['C', 'A', 'B']);
    expect(moveRow(three, 'r1', 1)).toBe(three);
    expect(moveRow(three, 'r1', Number.NaN)).toBe(three);
  });

  it('knows whether a row holds anything', () => {
    expect(rowHasContent(apps(), 'r0')).toBe(true);
    expect(rowHasContent(apps(), 'r1')).toBe(false);
  });
});

describe('cells', () => {
  it("sets a cell as its column's type", () => {
    let next = setCell(apps(), 'r1', 'c0', 'from €3');
    next = setCell(next, 'r1', 'c1', true);
    expect(picture(next)[2]).toEqual(['Beta', 'from €3', true]);
    expect(setCell(next, 'r1', 'c0', 'z'.repeat(500)).rows[1]!.cells.c0!.value).toHaveLength(300);
  });

  it('shares untouched rows and returns the same table for no change', () => {
    const analysis = apps();
    const next = setCell(analysis, 'r1', 'c0', 'x');
    expect(next.rows[0]).toBe(analysis.rows[0]);
    expect(setCell(analysis, 'r0', 'c0', '€5')).toBe(analysis);
    expect(setCell(analysis, 'r0', 'missing', 'x')).toBe(analysis);
  });

  it('reads a missing cell as empty', () => {
    const analysis = apps();
    const row = { ...analysis.rows[0]!, cells: {} };
    expect(cellValue(row, analysis.columns[0]!)).toBe('');
    expect(cellValue(row, analysis.columns[1]!)).toBe(false);
  });
});

describe('sameAnalysis', () => {
  it('is true for equal content in different objects, false for any difference', () => {
    expect(sameAnalysis(apps(), apps())).toBe(true);
    const changes: ((a: Analysis) => Analysis)[] = [
      (a) => ({ ...a, name: 'Other' }),
      (a) => setCell(a, 'r0', 'c0', '€6'),
      (a) => setCell(a, 'r0', 'c1', false),
      (a) => renameRow(a, 'r1', 'B'),
      (a) => renameColumn(a, 'c0', 'Cost'),
      (a) => retypeColumn(a, 'c0', 'boolean'),
      (a) => moveRow(a, 'r1', 0),
      (a) => addColumn(a),
      (a) => addRow(a),
      (a) => removeRow(a, 'r1'),
    ];
    for (const change of changes) expect(sameAnalysis(change(apps()), apps())).toBe(false);
  });

  it('is true again once an edit is undone by hand', () => {
    const edited = setCell(apps(), 'r0', 'c0', 'changed');
    expect(sameAnalysis(setCell(edited, 'r0', 'c0', '€5'), apps())).toBe(true);
  });
});
