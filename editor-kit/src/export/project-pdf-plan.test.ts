import { describe, expect, it } from 'vitest';
import { PAPER_SIZES } from './paper';
import { PAGE_MARGIN } from './pdf-geometry';
import {
  LEAST_READABLE_SCALE,
  type PlanInput,
  type PlannedSection,
  pictureScale,
  planProjectPdf,
} from './project-pdf-plan';
import type { TextRun } from './text-runs';

const measure = (text: string, size: number) => Array.from(text).length * size * 0.5;

function rows(height: number, step = 30): TextRun[] {
  return Array.from({ length: Math.floor((height - 20) / step) + 1 }, (_, index) => ({
    text: `Row ${index}`,
    left: 20,
    top: index * step,
    width: 80,
    height: 20,
    fontSize: 16,
  }));
}

const section = (heading: string, width: number, height: number): PlannedSection => ({
  heading,
  kind: 'UX persona',
  width,
  height,
  runs: rows(height),
});

const input = (sections: PlannedSection[], extra: Partial<PlanInput> = {}): PlanInput => ({
  title: 'Coffee to go',
  description: 'Research for the new app',
  facts: ['3 artefacts', '12 May 2025'],
  contentsHeading: 'Contents',
  pageWord: 'Page',
  sections,
  paper: 'a4',
  measure,
  ...extra,
});

const texts = (page: { lines: { text: string }[] }) => page.lines.map((line) => line.text);

describe('planProjectPdf', () => {
  it('is a title page, the contents, then each section from a page of its own', () => {
    const plan = planProjectPdf(
      input([section('Olena', 800, 1000), section('Taras', 800, 1000), section('Iryna', 800, 900)]),
    );
    expect(plan.pages).toHaveLength(5);
    expect(plan.contentsPages).toEqual([1]);
    expect(plan.sectionStarts).toEqual([2, 3, 4]);
    expect(texts(plan.pages[0]!)).toEqual([
      'Coffee to go',
      'Research for the new app',
      '3 artefacts',
      '12 May 2025',
    ]);
    expect(texts(plan.pages[2]!)).toEqual(
      expect.arrayContaining(['UX persona', 'Olena', 'Page 3']),
    );
  });

  it("lists every section in the contents with the PDF's number of its first page and a link to it", () => {
    const sections = [section('Olena', 800, 1000), section('Long table', 700, 6000)];
    sections.push(section('Iryna', 800, 900));
    const plan = planProjectPdf(input(sections));
    const contents = plan.pages[1]!;
    const entries = ['UX persona — Olena', 'UX persona — Long table', 'UX persona — Iryna'];
    entries.forEach((entry, index) => {
      const line = contents.lines.find((candidate) => candidate.text === entry)!;
      const number = contents.lines.find(
        (candidate) => candidate.y === line.y && candidate.x > line.x,
      )!;
      expect(number.text).toBe(String(plan.sectionStarts[index]! + 1));
      const link = contents.links[index]!;
      expect(link.section).toBe(index);
      expect(line.y).toBeGreaterThan(link.y);
      expect(line.y).toBeLessThan(link.y + link.height);
    });
    // The long table's slices push Iryna along.
    expect(plan.sectionStarts[2]! - plan.sectionStarts[1]!).toBeGreaterThan(4);
    expect(plan.pages).toHaveLength(plan.sectionStarts[2]! + 1);
  });

  it('spills a long contents over pages, every section once, in order, inside the margins', () => {
    const sections = Array.from({ length: 240 }, (_, index) =>
      section(`Persona ${index} ${'with a long name '.repeat(index % 5)}`, 800, 1000),
    );
    const plan = planProjectPdf(input(sections));
    expect(plan.contentsPages.length).toBeGreaterThan(3);
    expect(plan.sectionStarts[0]).toBe(1 + plan.contentsPages.length);
    const links = plan.contentsPages.flatMap((page) => plan.pages[page]!.links);
    expect(links.map((link) => link.section)).toEqual(sections.map((_, index) => index));
    const { width, height } = PAPER_SIZES.a4;
    for (const page of plan.contentsPages.map((index) => plan.pages[index]!)) {
      for (const line of page.lines) {
        expect(line.y).toBeGreaterThanOrEqual(PAGE_MARGIN);
        expect(line.y + line.size).toBeLessThanOrEqual(height - PAGE_MARGIN);
        expect(line.x + measure(line.text, line.size)).toBeLessThanOrEqual(
          width - PAGE_MARGIN + 1e-9,
        );
      }
      for (const link of page.links) expect(link.y).toBeGreaterThan(PAGE_MARGIN);
    }
    expect(
      plan.pages.map((page, index) => index > 0 && texts(page).includes(`Page ${index + 1}`)),
    ).toEqual(plan.pages.map((_, index) => index > 0));
  });

  it('slices a tall picture over pages at its width, every run on exactly one page, nothing lost', () => {
    const tall = section('Long table', 700, 6000);
    const plan = planProjectPdf(input([tall]));
    const parts = plan.pages.flatMap((page) => (page.picture ? [page.picture] : []));
    expect(parts.length).toBeGreaterThan(4);
    expect(parts[0]!.slice.top).toBe(0);
    expect(parts.at(-1)!.slice.bottom).toBe(6000);
    for (let i = 1; i < parts.length; i++)
      expect(parts[i]!.slice.top).toBe(parts[i - 1]!.slice.bottom);
    const dealt = parts.flatMap((part) => part.slice.runs);
    expect(dealt).toHaveLength(tall.runs.length);
    expect(new Set(dealt)).toEqual(new Set(tall.runs));
    for (const { placement, clip, slice } of parts) {
      // The width's scale (0.75 pt a px at most): readable, as the editor showed it.
      expect(placement.scale).toBeCloseTo(Math.min(0.75, (595.28 - 2 * PAGE_MARGIN) / 700));
      expect(clip.height).toBeCloseTo((slice.bottom - slice.top) * placement.scale);
      // The slice's part of the whole picture is what the clip shows.
      expect(placement.y + placement.pictureHeight - slice.top * placement.scale).toBeCloseTo(
        clip.y + clip.height,
      );
      expect(clip.y).toBeGreaterThan(PAGE_MARGIN);
      expect(clip.y + clip.height).toBeLessThanOrEqual(841.89 - PAGE_MARGIN);
    }
    // Later pages say whose they are, under the picture.
    const later = plan.pages.at(-1)!;
    expect(texts(later)).toContain('Long table');
    expect(later.lines.every((line) => line.y < later.picture!.clip.y)).toBe(true);
  });

  it('keeps the heading above the picture on its first page', () => {
    const plan = planProjectPdf(input([section('Olena', 800, 1000)]));
    const page = plan.pages[2]!;
    const heading = page.lines.filter(
      (line) => line.text === 'Olena' || line.text === 'UX persona',
    );
    expect(heading).toHaveLength(2);
    for (const line of heading) {
      expect(line.y).toBeGreaterThan(page.picture!.clip.y + page.picture!.clip.height);
    }
  });

  it('turns a section sideways for a picture wider than tall, as the single export does', () => {
    const plan = planProjectPdf(
      input([section('Journey', 2000, 900), section('Olena', 800, 1000)]),
    );
    expect(plan.pages[plan.sectionStarts[0]!]!.sheet).toEqual({ width: 841.89, height: 595.28 });
    expect(plan.pages[plan.sectionStarts[1]!]!.sheet).toEqual({ width: 595.28, height: 841.89 });
    expect(plan.pages[0]!.sheet).toEqual({ width: 595.28, height: 841.89 });
  });

  it('sets the title page in its width and cuts a description longer than the page short', () => {
    const plan = planProjectPdf(
      input([], {
        title: 'Дослідження '.repeat(8),
        description: Array.from({ length: 200 }, (_, index) => `line ${index}`).join('\n'),
        paper: 'letter',
      }),
    );
    expect(plan.pages).toHaveLength(1);
    const lines = plan.pages[0]!.lines;
    for (const line of lines) {
      expect(line.x + measure(line.text, line.size)).toBeLessThanOrEqual(612 - PAGE_MARGIN);
      expect(line.y).toBeGreaterThanOrEqual(PAGE_MARGIN);
    }
    expect(
      texts(plan.pages[0]!).filter((text) => text.startsWith('Дослідження')).length,
    ).toBeGreaterThan(1);
    expect(texts(plan.pages[0]!).some((text) => text.endsWith('…'))).toBe(true);
    expect(texts(plan.pages[0]!).slice(-2)).toEqual(['3 artefacts', '12 May 2025']);
  });
});

describe('pictureScale', () => {
  const area = { width: 523, firstHeight: 700 };

  it('fits the width, never enlarging past the size the editor showed (0.75 pt a px)', () => {
    expect(pictureScale({ width: 400, height: 300 }, area)).toEqual({ scale: 0.75, sliced: false });
    expect(pictureScale({ width: 1046, height: 300 }, area)).toEqual({ scale: 0.5, sliced: false });
  });

  it('shrinks a picture onto one page while it stays readable', () => {
    const { scale, sliced } = pictureScale({ width: 600, height: 1200 }, area);
    expect(sliced).toBe(false);
    expect(scale).toBeCloseTo(700 / 1200);
    expect(scale).toBeGreaterThanOrEqual(LEAST_READABLE_SCALE);
  });

  it('slices a picture that one page would make unreadably small', () => {
    expect(pictureScale({ width: 600, height: 1600 }, area)).toEqual({ scale: 0.75, sliced: true });
  });

  it('shrinks a picture kept small by its width onto a page it only just misses, or slices it', () => {
    // 2000 px wide: 0.26 pt a px at best, so one page at 0.24 costs less than slicing.
    const wide = { width: 2000, height: 2900 };
    expect(pictureScale(wide, area)).toEqual({ scale: 700 / 2900, sliced: false });
    expect(pictureScale({ width: 2000, height: 6000 }, area).sliced).toBe(true);
  });
});
