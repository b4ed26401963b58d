/**
 * The summary `pnpm bench` prints and writes to `bench/results/latest.md`: where and when
 * it ran, one table of every bench's headline figures grouped as the benches grouped
 * them, what each step did, and where the detailed results are. Pure: the orchestrator
 * (`tooling/bench.ts`) gathers the facts, this only writes them down.
 */
import type { BenchFigure, BenchFigures } from './bench-figures.ts';

export interface StepResult {
  /** How the step reads in the list: 'build', 'e2e page-loads'. */
  name: string;
  /** The command it ran, as typed. */
  command: string;
  /** Its exit code; null when it was killed by a signal, could not start or was not run. */
  exitCode: number | null;
  /** Why it was not run (a missing script, a failed build); it counts as failed. */
  notRun?: string;
  seconds: number;
  /** Whether it is a benchmark, so producing no figures is worth saying. */
  measures: boolean;
  /** The figures it handed over, in the order they were written. */
  figures: BenchFigures[];
  /** Why the step failed or what to know about it, when there is something to say. */
  note?: string;
}

export interface Machine {
  cpu: string;
  cores: number;
  memoryBytes: number;
  node: string;
  os: string;
  /** Load averages over 1, 5 and 15 minutes. */
  loadBefore: readonly number[];
  loadAfter: readonly number[];
}

export interface DetailFile {
  /** Relative to the repository root. */
  path: string;
  writtenAt: Date;
}

export interface Summary {
  startedAt: Date;
  finishedAt: Date;
  /** Short commit id, with a note when the working tree had changes. */
  commit: string;
  machine: Machine;
  steps: readonly StepResult[];
  details: readonly DetailFile[];
}

export const stepFailed = (step: StepResult) => step.exitCode !== 0;

/** Characters that would end a Markdown table cell or break its line. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

function targetCell(figure: BenchFigure): string {
  if (!figure.target) return '';
  if (figure.met === undefined) return cell(figure.target);
  return `${cell(figure.target)} ${figure.met ? '✓' : '✗'}`;
}

/**
 * One table of every figure: a bold row per group, in the order the groups first
 * appeared, then that group's figures in the order they were written.
 */
export function figuresTable(figures: readonly BenchFigure[]): string {
  const groups = new Map<string, BenchFigure[]>();
  for (const figure of figures) {
    const rows = groups.get(figure.group) ?? [];
    rows.push(figure);
    groups.set(figure.group, rows);
  }
  const lines = ['| figure | value | target | how measured |', '|---|---|---|---|'];
  for (const [group, rows] of groups) {
    lines.push(`| **${cell(group)}** | | | |`);
    for (const figure of rows) {
      lines.push(
        `| ${cell(figure.figure)} | ${cell(figure.value)} | ${targetCell(figure)} | ${cell(figure.how)} |`,
      );
    }
  }
  return lines.join('\n');
}

export function duration(seconds: number): string {
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  const minutes = Math.floor(whole / 60);
  return `${minutes} min ${String(whole % 60).padStart(2, '0')} s`;
}

const loads = (values: readonly number[]) => values.map((value) => value.toFixed(2)).join(' / ');

const outcome = (step: StepResult) =>
  step.notRun
    ? `**NOT RUN** (${step.notRun})`
    : stepFailed(step)
      ? `**FAILED** (${step.exitCode === null ? 'killed, or could not start' : `exit ${step.exitCode}`})`
      : 'ok';

function stepLine(step: StepResult): string {
  const figureCount = step.figures.reduce((sum, file) => sum + file.figures.length, 0);
  const produced =
    !step.measures || step.notRun
      ? ''
      : figureCount === 0
        ? ', **no figures**'
        : `, ${figureCount} figure${figureCount === 1 ? '' : 's'}`;
  const note = step.note ? `: ${step.note}` : '';
  const time = step.notRun ? '' : `, ${duration(step.seconds)}`;
  return `- ${stepFailed(step) ? '✗' : '✓'} ${step.name} (\`${step.command}\`): ${outcome(step)}${time}${produced}${note}`;
}

/** The whole `latest.md`. */
export function composeSummary(summary: Summary): string {
  const { machine, steps } = summary;
  const figures = steps.flatMap((step) => step.figures.flatMap((file) => file.figures));
  const withTarget = figures.filter((figure) => figure.met !== undefined);
  const missed = withTarget.filter((figure) => figure.met === false);
  const failed = steps.filter(stepFailed);
  const silent = steps.filter(
    (step) => step.measures && step.figures.every((file) => file.figures.length === 0),
  );
  const seconds = (summary.finishedAt.getTime() - summary.startedAt.getTime()) / 1000;

  const lines = [
    '# Benchmarks (`pnpm bench`)',
    '',
    `- Run: ${summary.startedAt.toISOString().replace('T', ' ').slice(0, 16)} UTC, took ${duration(seconds)}; commit ${summary.commit}`,
    `- Machine: ${machine.cpu}, ${machine.cores} cores, ${(machine.memoryBytes / 2 ** 30).toFixed(1)} GiB RAM, ${machine.os}, Node ${machine.node}`,
    `- Load average (1 / 5 / 15 min): ${loads(machine.loadBefore)} before, ${loads(machine.loadAfter)} after. Wall-clock figures grow with it; compare runs made on a quiet machine.`,
    `- Targets: ${withTarget.length - missed.length} of ${withTarget.length} met${missed.length ? ` (✗: ${missed.map((figure) => figure.figure).join('; ')})` : ''}. Steps: ${steps.length - failed.length} of ${steps.length} ran to the end.`,
    '',
    figures.length ? figuresTable(figures) : '**No step produced figures.**',
    '',
  ];
  if (failed.length || silent.length) {
    lines.push('**Missing from the table:**', '');
    for (const step of failed) {
      const note = step.note ? `: ${step.note}` : '';
      const missing = step.notRun
        ? 'so it has no figures'
        : 'so its figures are missing or partial';
      lines.push(`- ${step.name}: ${outcome(step)}, ${missing}${note}.`);
    }
    for (const step of silent.filter((step) => !stepFailed(step))) {
      lines.push(
        `- ${step.name} ran to the end but handed over no figures (nothing from it in bench/results/figures/).`,
      );
    }
    lines.push('');
  }
  lines.push('Steps, in order:', '', ...steps.map(stepLine), '');
  lines.push('Detailed results:', '');
  for (const detail of summary.details) {
    const fresh = detail.writtenAt.getTime() >= summary.startedAt.getTime();
    lines.push(
      `- \`${detail.path}\`${fresh ? '' : ` (not rewritten by this run; from ${detail.writtenAt.toISOString().slice(0, 10)})`}`,
    );
  }
  return `${lines.join('\n')}\n`;
}
