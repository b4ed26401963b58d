import {
  type Competitor,
  competitors as competitorsSchema,
  defaultCompetitorAnalysisContent,
} from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { addColumn, addRow, moveRow, removeColumn, retypeColumn, setCell } from './analysis';
import { sampleAnalysis } from './sample';
import { counterIds, picture, table } from './test-tables';
import { fromWire, toRequest, toWire } from './wire';
import { wireProblem } from './wire-rules';

const wire: Competitor[] = [
  {
    id: 'A',
    name: 'Alpha',
    criterias: [
      { id: 'price', name: 'Price', type: 'string', value: { id: 'a1', value: '€5' } },
      { id: 'trial', name: 'Free trial', type: 'boolean', value: { id: 'a2', value: 'true' } },
    ],
  },
  {
    id: 'B',
    name: 'Beta',
    criterias: [
      { id: 'price', name: 'Price', type: 'string', value: { id: 'b1', value: '' } },
      { id: 'trial', name: 'Free trial', type: 'boolean', value: { id: 'b2', value: 'false' } },
    ],
  },
];

describe('fromWire', () => {
  it("takes the columns from the criteria and turns 'true' into a boolean", () => {
    const analysis = fromWire({ name: 'Apps', competitors: wire });
    expect(analysis.name).toBe('Apps');
    expect(analysis.columns).toEqual([
      { id: 'price', name: 'Price', type: 'string' },
      { id: 'trial', name: 'Free trial', type: 'boolean' },
    ]);
    expect(picture(analysis).slice(1)).toEqual([
      ['Alpha', '€5', true],
      ['Beta', '', false],
    ]);
    expect(analysis.rows[1]!.cells.trial!.id).toBe('b2');
  });

  it('reads an empty analysis as no columns and no rows', () => {
    expect(fromWire({ name: 'Empty', competitors: [] })).toEqual({
      name: 'Empty',
      columns: [],
      rows: [],
    });
  });

  it('finds cells by criterion id, not by position', () => {
    const shuffled = structuredClone(wire);
    shuffled[1]!.criterias.reverse();
    expect(picture(fromWire({ name: 'x', competitors: shuffled }))[2]).toEqual(['Beta', '', false]);
  });

  // Found by the property tests: the cell of a criterion with this id set the row's
  // prototype instead, and the next edit of the table lost it.
  it("keeps the cell of a criterion whose id is '__proto__'", () => {
    const competitors: Competitor[] = [
      {
        id: 'r',
        name: 'Row',
        criterias: [
          { id: '__proto__', name: 'C', type: 'string', value: { id: 'cell', value: 'v' } },
        ],
      },
    ];
    const analysis = fromWire({ name: 'x', competitors });
    expect(Object.keys(analysis.rows[0]!.cells)).toEqual(['__proto__']);
    expect(toWire(addColumn(analysis, counterIds()))[0]!.criterias[0]).toEqual(
      competitors[0]!.criterias[0],
    );
  });
});

describe('toWire', () => {
  it('gives back exactly what came in: ids, order, names, types and values', () => {
    expect(toWire(fromWire({ name: 'Apps', competitors: wire }))).toEqual(wire);
  });

  it('repeats the one column list in every competitor, after any change', () => {
    let analysis = fromWire({ name: 'Apps', competitors: wire });
    analysis = addColumn(analysis);
    analysis = retypeColumn(analysis, 'price', 'boolean');
    analysis = addRow(analysis);
    analysis = removeColumn(analysis, 'trial');
    analysis = moveRow(analysis, 'B', 0);
    analysis = setCell(analysis, 'A', 'price', true);
    const out = toWire(analysis);
    expect(competitorsSchema.safeParse(out).success).toBe(true);
    const columns = out.map((row) => row.criterias.map(({ id, name, type }) => [id, name, type]));
    for (const row of columns) expect(row).toEqual(columns[0]);
    expect(out.map((row) => row.name)).toEqual(['Beta', 'Alpha', 'Competitor 3']);
    expect(out[1]!.criterias[0]!.value).toEqual({ id: 'a1', value: 'true' });
    expect(out[0]!.criterias[0]!.value).toEqual({ id: 'b1', value: 'false' });
  });

  it("writes a table without competitors as no competitors (criteria can't travel alone)", () => {
    const analysis = table([['Price', 'string']], []);
    expect(toWire(analysis)).toEqual([]);
  });

  it('round-trips the sample and the server default through the schema', () => {
    for (const analysis of [sampleAnalysis(), fromWire(defaultCompetitorAnalysisContent())]) {
      const out = toWire(analysis);
      expect(competitorsSchema.safeParse(out).success).toBe(true);
      expect(fromWire({ name: analysis.name, competitors: out })).toEqual(analysis);
    }
  });

  it('builds the PATCH body under the item keys', () => {
    const analysis = fromWire({ name: 'Apps', competitors: wire });
    expect(toRequest(analysis, { PK: 'PROJECT#p', SK: 'COMPAN#c' })).toEqual({
      projectSK: 'PROJECT#p',
      competitorAnalysisSK: 'COMPAN#c',
      name: 'Apps',
      competitors: wire,
    });
  });
});

describe('wireProblem', () => {
  it("is null for a table the server accepts and the server's message otherwise", () => {
    const analysis = fromWire({ name: 'Apps', competitors: wire });
    expect(wireProblem(analysis)).toBeNull();
    const broken = {
      ...analysis,
      rows: [analysis.rows[0]!, { ...analysis.rows[1]!, id: analysis.rows[0]!.id }],
    };
    expect(wireProblem(broken)).toBe('Ids must be unique');
  });
});
