import { describe, expect, it } from 'vitest';
import type { BenchFigure, BenchFigures } from './bench-figures.ts';
import { composeSummary, duration, figuresTable, type StepResult } from './bench-summary.ts';

const figure = (group: string, name: string, extra: Partial<BenchFigure> = {}): BenchFigure => ({
  group,
  figure: name,
  value: '1 ms',
  how: 'median of 5',
  ...extra,
});

const file = (bench: string, figures: BenchFigure[]): BenchFigures => ({
  bench,
  measuredAt: '2026-11-23T10:00:00.000Z',
  figures,
});

const step = (name: string, extra: Partial<StepResult> = {}): StepResult => ({
  name,
  command: `pnpm ${name}`,
  exitCode: 0,
  seconds: 12,
  measures: true,
  figures: [],
  ...extra,
});

const startedAt = new Date('2026-11-23T10:00:00Z');
const summaryOf = (steps: StepResult[], details = [] as { path: string; writtenAt: Date }[]) =>
  composeSummary({
    startedAt,
    finishedAt: new Date('2026-11-23T10:12:05Z'),
    commit: 'abc1234',
    machine: {
      cpu: 'Test CPU',
      cores: 2,
      memoryBytes: 8 * 2 ** 30,
      node: 'v20.20.2',
      os: 'Linux 6.1',
      loadBefore: [0.5, 1, 1.5],
      loadAfter: [2, 2, 2],
    },
    steps,
    details,
  });

describe('figuresTable', () => {
  it('puts each group under one heading row, in the order groups first appear', () => {
    const table = figuresTable([
      figure('Page loads', '/: transferred'),
      figure('Canvas', 'pan'),
      figure('Page loads', '/uxpersonas: transferred'),
    ]);
    const rows = table.split('\n').slice(2);
    expect(rows).toEqual([
      '| **Page loads** | | | |',
      '| /: transferred | 1 ms |  | median of 5 |',
      '| /uxpersonas: transferred | 1 ms |  | median of 5 |',
      '| **Canvas** | | | |',
      '| pan | 1 ms |  | median of 5 |',
    ]);
  });

  it('marks targets met and missed, and keeps a pipe in a value inside its cell', () => {
    const table = figuresTable([
      figure('API', 'list', { value: 'a | b', target: '≤ 200 KB', met: false }),
      figure('API', 'get', { target: '≥ 1,000 req/s', met: true }),
      figure('API', 'patch', { target: 'informative' }),
    ]);
    expect(table).toContain('| list | a \\| b | ≤ 200 KB ✗ |');
    expect(table).toContain('| get | 1 ms | ≥ 1,000 req/s ✓ |');
    expect(table).toContain('| patch | 1 ms | informative |');
  });
});

describe('composeSummary', () => {
  it('says where and when it ran and counts the targets met', () => {
    const text = summaryOf([
      step('page-loads', {
        figures: [
          file('page-loads', [
            figure('Page loads', '/: transferred', { target: '≤ 200 KB', met: false }),
            figure('Page loads', '/: JavaScript', { target: '≤ 120 KB', met: true }),
          ]),
        ],
      }),
    ]);
    expect(text).toContain('2026-11-23 10:00 UTC, took 12 min 05 s; commit abc1234');
    expect(text).toContain('Test CPU, 2 cores, 8.0 GiB RAM, Linux 6.1, Node v20.20.2');
    expect(text).toContain('0.50 / 1.00 / 1.50 before, 2.00 / 2.00 / 2.00 after');
    expect(text).toContain('Targets: 1 of 2 met (✗: /: transferred)');
    expect(text).not.toContain('Missing from the table');
  });

  it('names failed steps and benchmarks that handed over nothing, but not the build', () => {
    const text = summaryOf([
      step('build', { measures: false }),
      step('api bench:load', {
        exitCode: null,
        notRun: 'api/package.json has no "bench:load" script',
      }),
      step('api bench'),
      step('canvas', { exitCode: 1, figures: [file('canvas', [figure('Canvas', 'pan')])] }),
    ]);
    expect(text).toContain(
      '- api bench:load: **NOT RUN** (api/package.json has no "bench:load" script), so it has no figures.',
    );
    expect(text).toContain('- canvas: **FAILED** (exit 1), so its figures are missing or partial.');
    expect(text).toContain('- api bench ran to the end but handed over no figures');
    expect(text).not.toContain('- build ran but');
    expect(text).toContain('Steps: 2 of 4 ran to the end.');
    expect(text).toContain('- ✓ build (`pnpm build`): ok, 12 s\n');
    expect(text).toContain('- ✓ api bench (`pnpm api bench`): ok, 12 s, **no figures**');
    expect(text).toContain('- ✗ canvas (`pnpm canvas`): **FAILED** (exit 1), 12 s, 1 figure');
    expect(text).toContain(
      '- ✗ api bench:load (`pnpm api bench:load`): **NOT RUN** (api/package.json has no "bench:load" script)\n',
    );
  });

  it('says which detailed files this run did not rewrite', () => {
    const text = summaryOf(
      [step('page-loads')],
      [
        { path: 'bench/results/page-loads.md', writtenAt: new Date('2026-11-23T10:03:00Z') },
        { path: 'bench/results/projects-list.md', writtenAt: new Date('2026-11-22T08:00:00Z') },
      ],
    );
    expect(text).toContain('- `bench/results/page-loads.md`\n');
    expect(text).toContain(
      '- `bench/results/projects-list.md` (not rewritten by this run; from 2026-11-22)',
    );
  });
});

describe('duration', () => {
  it('reads as seconds under a minute and as minutes and seconds above', () => {
    expect(duration(4.4)).toBe('4 s');
    expect(duration(59.6)).toBe('1 min 00 s');
    expect(duration(754)).toBe('12 min 34 s');
  });
});
