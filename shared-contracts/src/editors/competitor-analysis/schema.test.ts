import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from '../../messages.js';
import {
  type Competitor,
  type CriterionType,
  competitorAnalysisContent,
  competitors,
  DEFAULT_COMPETITOR_ANALYSIS_NAME,
  defaultCompetitorAnalysisContent,
  updateCompetitorAnalysisRequest,
} from './schema.js';

const ID = '3f2a6c1e-8b4d-4f6a-9c2e-1a2b3c4d5e6f';

interface Cells {
  type?: CriterionType;
  value?: string;
  competitorName?: string;
  criterionName?: string;
}

/** A consistent table: `rows` competitors sharing `cols` criteria, every cell id unique. */
const table = (rows: number, cols: number, cells: Cells = {}): Competitor[] =>
  Array.from({ length: rows }, (_, r) => ({
    id: `row-${r}`,
    name: cells.competitorName ?? `Competitor ${r + 1}`,
    criterias: Array.from({ length: cols }, (_, c) => ({
      id: `col-${c}`,
      name: cells.criterionName ?? `Criteria ${c + 1}`,
      type: cells.type ?? 'string',
      value: { id: `cell-${r}-${c}`, value: cells.value ?? '' },
    })),
  }));

/** A copy of `rows` after `change` edits it. */
const edited = (rows: Competitor[], change: (copy: Competitor[]) => void) => {
  const copy = structuredClone(rows);
  change(copy);
  return copy;
};

const text = (length: number) => 'c'.repeat(length);

function refusal(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  const issue = result.error?.issues[0];
  return { message: issue?.message, path: issue?.path };
}

const accepts = (rows: Competitor[]) => competitors.safeParse(rows).success;

describe('competitors: counts', () => {
  it('accepts zero competitors', () => {
    expect(accepts([])).toBe(true);
  });

  it('accepts 30 competitors and refuses 31', () => {
    expect(accepts(table(30, 2))).toBe(true);
    const { message, path } = refusal(competitors, table(31, 2));
    expect(path).toEqual([]);
    expect(message).toBe(MESSAGES.maxCompetitors);
    expect(message).toBe('Maximum 30 competitors allowed');
  });

  it('accepts 30 criteria and refuses 31', () => {
    expect(accepts(table(2, 30))).toBe(true);
    const { message, path } = refusal(competitors, table(2, 31));
    expect(path).toEqual([0, 'criterias']);
    expect(message).toBe(MESSAGES.maxCriteria);
    expect(message).toBe('Maximum 30 criteria allowed');
  });
});

describe('competitors: text limits', () => {
  it.each([
    ['competitor name', { competitorName: text(300) }],
    ['criteria name', { criterionName: text(300) }],
    ['cell', { value: text(300) }],
  ])('accepts 300 characters in a %s', (_label, cells) => {
    expect(accepts(table(2, 2, cells))).toBe(true);
  });

  it.each([
    ['Competitor name', { competitorName: text(301) }, [0, 'name']],
    ['Criteria name', { criterionName: text(301) }, [0, 'criterias', 0, 'name']],
    ['Cell text', { value: text(301) }, [0, 'criterias', 0, 'value', 'value']],
  ])('refuses 301 characters in a %s', (label, cells, expectedPath) => {
    const { message, path } = refusal(competitors, table(2, 2, cells));
    expect(path).toEqual(expectedPath);
    expect(message).toBe(MESSAGES.tooLong(label, 300));
    expect(message).toBe(`${label} must be at most 300 characters`);
  });
});

describe('competitors: boolean columns', () => {
  it.each(['true', 'false'])("accepts '%s'", (value) => {
    expect(accepts(table(2, 2, { type: 'boolean', value }))).toBe(true);
  });

  it.each(['', 'yes', 'TRUE', '1'])('refuses %j', (value) => {
    const { message, path } = refusal(competitors, table(2, 2, { type: 'boolean', value }));
    expect(path).toEqual([0, 'criterias', 0, 'value', 'value']);
    expect(message).toBe(MESSAGES.booleanValue);
  });

  it('lets a text column hold any text', () => {
    expect(accepts(table(1, 1, { type: 'string', value: 'yes' }))).toBe(true);
  });

  it('refuses an unknown column type', () => {
    const rows = edited(table(1, 1), ([row]) => {
      Object.assign(row!.criterias[0]!, { type: 'number' });
    });
    expect(refusal(competitors, rows).message).toBe("Column type must be 'string' or 'boolean'");
  });
});

describe('competitors: every row shares the same criteria', () => {
  const base = table(3, 3);

  it.each([
    ['a different criterion id', (rows: Competitor[]) => (rows[1]!.criterias[0]!.id = 'col-x')],
    ['a different order', (rows: Competitor[]) => rows[2]!.criterias.reverse()],
    ['a different name', (rows: Competitor[]) => (rows[1]!.criterias[2]!.name = 'Price')],
    [
      'a different type',
      (rows: Competitor[]) => {
        rows[1]!.criterias[1]!.type = 'boolean';
        rows[1]!.criterias[1]!.value.value = 'false';
      },
    ],
    ['a missing criterion', (rows: Competitor[]) => rows[2]!.criterias.pop()],
    ['no criteria in one row', (rows: Competitor[]) => (rows[0]!.criterias = [])],
  ])('refuses %s', (_label, change) => {
    const { message, path } = refusal(competitors, edited(base, change));
    expect(path).toEqual([]);
    expect(message).toBe(MESSAGES.criteriaMismatch);
  });

  it('accepts the same criteria with different cell values', () => {
    const rows = edited(base, (copy) => {
      copy[1]!.criterias[0]!.value.value = 'cheap';
    });
    expect(accepts(rows)).toBe(true);
  });
});

describe('competitors: ids are unique', () => {
  it.each([
    ['competitor ids', (rows: Competitor[]) => (rows[1]!.id = rows[0]!.id)],
    [
      'criterion ids',
      (rows: Competitor[]) => {
        for (const row of rows) row.criterias[1]!.id = row.criterias[0]!.id;
      },
    ],
    [
      'cell ids across rows',
      (rows: Competitor[]) => (rows[1]!.criterias[0]!.value.id = rows[0]!.criterias[0]!.value.id),
    ],
    [
      'cell ids within a row',
      (rows: Competitor[]) => (rows[0]!.criterias[1]!.value.id = rows[0]!.criterias[0]!.value.id),
    ],
  ])('refuses duplicate %s', (_label, change) => {
    const { message, path } = refusal(competitors, edited(table(2, 2), change));
    expect(path).toEqual([]);
    expect(message).toBe(MESSAGES.duplicateId);
  });
});

describe('competitorAnalysisContent', () => {
  it('uses the editor heading rules for the name', () => {
    const rows = table(1, 1);
    expect(refusal(competitorAnalysisContent, { name: '', competitors: rows }).message).toBe(
      'Name should not be empty',
    );
    expect(refusal(competitorAnalysisContent, { name: text(100), competitors: rows }).message).toBe(
      'Name should be less than 100 characters',
    );
  });

  it('updateCompetitorAnalysisRequest normalises both keys', () => {
    const parsed = updateCompetitorAnalysisRequest.parse({
      ...defaultCompetitorAnalysisContent(),
      projectSK: `PROJECT_${ID}`,
      competitorAnalysisSK: `COMPAN_${ID}`,
    });
    expect([parsed.projectSK, parsed.competitorAnalysisSK]).toEqual([
      `PROJECT#${ID}`,
      `COMPAN#${ID}`,
    ]);
  });

  it('updateCompetitorAnalysisRequest refuses an empathy map key', () => {
    const input = {
      ...defaultCompetitorAnalysisContent(),
      projectSK: `PROJECT#${ID}`,
      competitorAnalysisSK: `EMPMAP#${ID}`,
    };
    expect(refusal(updateCompetitorAnalysisRequest, input).message).toBe(
      'Invalid competitor analysis key',
    );
  });
});

describe('defaultCompetitorAnalysisContent', () => {
  let next = 0;
  const counter = () => `id-${next++}`;
  const content = defaultCompetitorAnalysisContent(counter);

  it('passes the content schema unchanged', () => {
    expect(competitorAnalysisContent.parse(content)).toEqual(content);
    expect(competitorAnalysisContent.safeParse(defaultCompetitorAnalysisContent()).success).toBe(
      true,
    );
  });

  it('is three competitors by three empty text criteria', () => {
    expect(content.name).toBe(DEFAULT_COMPETITOR_ANALYSIS_NAME);
    expect(DEFAULT_COMPETITOR_ANALYSIS_NAME).toBe('Competitor analysis');
    expect(content.competitors.map((row) => row.name)).toEqual([
      'Competitor 1',
      'Competitor 2',
      'Competitor 3',
    ]);
    for (const row of content.competitors) {
      expect(row.criterias.map((c) => c.name)).toEqual(['Criteria 1', 'Criteria 2', 'Criteria 3']);
      expect(row.criterias.map((c) => [c.type, c.value.value])).toEqual([
        ['string', ''],
        ['string', ''],
        ['string', ''],
      ]);
    }
  });

  it('shares column ids across rows and gives every cell its own id', () => {
    const [first, ...others] = content.competitors;
    for (const row of others) {
      expect(row.criterias.map((c) => c.id)).toEqual(first!.criterias.map((c) => c.id));
    }
    const cellIds = content.competitors.flatMap((row) => row.criterias.map((c) => c.value.id));
    expect(new Set(cellIds).size).toBe(9);
  });
});
