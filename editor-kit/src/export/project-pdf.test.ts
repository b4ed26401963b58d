import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildProjectPdf, type ProjectPdfInput, type ProjectPdfSection } from './project-pdf';
import type { TextRun } from './text-runs';

/**
 * The PDF is read back by pdf.js, as a reader's search and copy find its text: the
 * browser tests' copy (e2e's devDependency, e2e/support/export.ts), not one of the kit's.
 */
async function readPdf(bytes: Uint8Array) {
  const e2e = createRequire(path.resolve(import.meta.dirname, '../../../e2e/package.json'));
  const pdfjs = await import(pathToFileURL(e2e.resolve('pdfjs-dist/legacy/build/pdf.mjs')).href);
  // pdf.js takes the buffer over: it gets a copy.
  const pdf = await pdfjs.getDocument({ data: bytes.slice(), useSystemFonts: false }).promise;
  const pages = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    const items: { text: string; x: number; y: number }[] = content.items
      .filter((item: any) => 'str' in item && item.str.trim())
      .map((item: any) => ({ text: item.str, x: item.transform[4], y: item.transform[5] }));
    const links = [];
    for (const annotation of await page.getAnnotations()) {
      if (annotation.subtype !== 'Link') continue;
      links.push({
        rect: annotation.rect as number[],
        page: await pdf.getPageIndex(annotation.dest[0]),
      });
    }
    const { width, height } = page.getViewport({ scale: 1 });
    // pdf.js splits an invisible run where its stretched spaces are wide: words are
    // found in the page's text, as a search finds them.
    const text = ` ${items.map((item) => item.text).join(' ')} `;
    pages.push({ items, texts: items.map((item) => item.text), text, links, width, height });
  }
  const outline = [];
  for (const item of (await pdf.getOutline()) ?? []) {
    outline.push({ title: item.title as string, page: await pdf.getPageIndex(item.dest[0]) });
  }
  const { info } = await pdf.getMetadata();
  await pdf.destroy();
  return { pages, outline, info: info as { Title: string; Subject: string } };
}

function rows(label: string, height: number, step = 32): TextRun[] {
  return Array.from({ length: Math.floor((height - 20) / step) + 1 }, (_, index) => ({
    text: `${label} ${index}`,
    left: 24,
    top: index * step,
    width: 120,
    height: 20,
    fontSize: 16,
  }));
}

/** A JPEG of `width` x `height` px: a picture at ratio 1, what the builder embeds as it is. */
async function jpeg(width: number, height: number, noise = false): Promise<Uint8Array> {
  const image = noise
    ? sharp({
        create: {
          width,
          height,
          channels: 3,
          background: '#f4f1ea',
          noise: { type: 'gaussian', mean: 200, sigma: 12 },
        },
      })
    : sharp({ create: { width, height, channels: 3, background: '#f4f1ea' } });
  return new Uint8Array(await image.jpeg({ quality: 90 }).toBuffer());
}

async function section(
  kind: string,
  heading: string,
  width: number,
  height: number,
  label: string,
): Promise<ProjectPdfSection> {
  return {
    heading,
    kind,
    picture: await jpeg(width, height),
    pictureType: 'image/jpeg',
    width,
    height,
    runs: rows(label, height),
  };
}

const words = {
  contents: 'Contents',
  artefacts: (count: number) => `${count} artefacts`,
  page: 'Page',
};

describe('buildProjectPdf', () => {
  const progress: [number, number][] = [];
  let sections: ProjectPdfSection[];
  let bytes: Uint8Array;
  let read: Awaited<ReturnType<typeof readPdf>>;

  beforeAll(async () => {
    sections = [
      await section('UX persona', 'Taras', 800, 1000, 'Goal'),
      // 6000 px tall: one page would show it at 0.12 pt a px, so it goes on over pages.
      await section('Competitor analysis', 'Long table', 700, 6000, 'Competitor'),
      await section('UX persona', 'Олена Коваль 李', 800, 900, 'Біографія'),
    ];
    bytes = await buildProjectPdf({
      title: 'Кав’ярня «Зерно»',
      description: 'Дослідження для нового застосунку\n\nДругий абзац',
      madeOn: '12 May 2025',
      words,
      sections,
      paper: 'a4',
      onProgress: (done, total) => progress.push([done, total]),
    });
    read = await readPdf(bytes);
  });

  it('opens with a title page: the name, the description, the count and the date, as text', () => {
    const [title] = read.pages;
    expect(title!.texts).toEqual([
      'Кав’ярня «Зерно»',
      'Дослідження для нового застосунку',
      'Другий абзац',
      '3 artefacts',
      '12 May 2025',
    ]);
    expect(read.info.Title).toBe('Кав’ярня «Зерно»');
    expect(read.info.Subject).toBe('Дослідження для нового застосунку\n\nДругий абзац');
    // The paragraphs a blank line apart, as typed.
    const [, first, second] = title!.items;
    expect(first!.y - second!.y).toBeGreaterThan(30);
  });

  it('lists every section in the contents with its page number, a link to that page', () => {
    const contents = read.pages[1]!;
    expect(contents.texts[0]).toBe('Contents');
    const entries = [
      'UX persona — Taras',
      'Competitor analysis — Long table',
      // The font has no Chinese: U+FFFD rather than a wrong character.
      'UX persona — Олена Коваль \uFFFD',
    ];
    const numbers = entries.map((entry) => {
      const line = contents.items.find((item) => item.text === entry)!;
      expect(line, entry).toBeDefined();
      const number = contents.items.find((item) => item.y === line.y && item.x > line.x)!;
      return Number(number.text);
    });
    expect(numbers.slice(0, 2)).toEqual([3, 4]);
    const tallPages = numbers[2]! - numbers[1]!;
    // 6000 px at 0.7475 pt a px (A4's width) on pages of about 750 pt.
    const least = Math.ceil((6000 * ((595.28 - 72) / 700)) / (841.89 - 36 - 56));
    expect(tallPages).toBeGreaterThanOrEqual(least);
    expect(tallPages).toBeLessThanOrEqual(least + 1);
    expect(read.pages).toHaveLength(numbers[2]!);
    expect(contents.links.map((link) => link.page + 1)).toEqual(numbers);
    entries.forEach((entry, index) => {
      const { y } = contents.items.find((item) => item.text === entry)!;
      const [, bottom, , top] = contents.links[index]!.rect;
      expect(y).toBeGreaterThan(bottom!);
      expect(y).toBeLessThan(top!);
    });
  });

  it("starts each section with its kind and name, and keeps each line of its picture's text on one page", () => {
    const starts = read.outline.slice(1).map((item) => item.page);
    expect(read.pages[starts[0]!]!.texts).toEqual(
      expect.arrayContaining(['UX persona', 'Taras', 'Page 3']),
    );
    expect(read.pages[starts[0]!]!.text).toContain(' Goal 0 ');
    expect(read.pages[starts[1]!]!.texts.slice(0, 2)).toEqual([
      'Competitor analysis',
      'Long table',
    ]);
    expect(read.pages[starts[2]!]!.texts).toEqual(
      expect.arrayContaining(['UX persona', 'Олена Коваль \uFFFD']),
    );
    expect(read.pages[starts[2]!]!.text).toContain(' Біографія 0 ');
    // Every row of the long table is on exactly one of its pages, in order.
    let previous = starts[1]!;
    for (const run of sections[1]!.runs) {
      const on = read.pages.flatMap((page, index) =>
        page.text.includes(` ${run.text} `) ? [index] : [],
      );
      expect(on, run.text).toHaveLength(1);
      expect(on[0]).toBeGreaterThanOrEqual(previous);
      expect(on[0]).toBeLessThan(starts[2]!);
      previous = on[0]!;
    }
    expect(previous).toBe(starts[2]! - 1);
    // Its further pages say whose they are, beside the number.
    expect(read.pages[starts[1]! + 1]!.texts).toEqual(
      expect.arrayContaining(['Long table', `Page ${starts[1]! + 2}`]),
    );
  });

  it("has the reader's bookmarks: the contents and each section, names whole", () => {
    expect(read.outline).toEqual([
      { title: 'Contents', page: 1 },
      { title: 'UX persona — Taras', page: 2 },
      { title: 'Competitor analysis — Long table', page: 3 },
      { title: 'UX persona — Олена Коваль 李', page: read.pages.length - 1 },
    ]);
  });

  it('embeds the font and each picture once, however many pages use them', async () => {
    const pdf = await PDFDocument.load(bytes);
    const typed = (type: string) =>
      pdf.context.enumerateIndirectObjects().filter(([, object]) => {
        const dict = object instanceof PDFDict ? object : (object as { dict?: PDFDict }).dict;
        return (
          dict?.get(PDFName.of(dict.has(PDFName.of('Subtype')) ? 'Subtype' : 'Type')) ===
          PDFName.of(type)
        );
      }).length;
    expect(typed('FontDescriptor')).toBe(1);
    expect(typed('Image')).toBe(3);
    const pictures = sections.reduce((sum, { picture }) => sum + picture.length, 0);
    expect(bytes.length).toBeLessThan(pictures + 150_000);
  });

  it('reports its progress, section by section, then the saving', () => {
    expect(progress).toEqual([
      [0, 4],
      [1, 4],
      [2, 4],
      [3, 4],
      [4, 4],
    ]);
  });

  it('makes a project of 20 artefacts (time printed, not asserted)', async () => {
    // About what a persona at ratio 2 weighs, with a grain that JPEG does not flatten.
    const picture = await jpeg(1600, 2000, true);
    const many: ProjectPdfSection[] = Array.from({ length: 20 }, (_, index) => ({
      heading: `Persona ${index + 1}`,
      kind: 'UX persona',
      picture,
      pictureType: 'image/jpeg',
      width: 800,
      height: 1000,
      runs: rows('Line', 1000, 4),
    }));
    const input: ProjectPdfInput = {
      title: 'Twenty',
      madeOn: 'today',
      words,
      sections: many,
      paper: 'letter',
    };
    const started = performance.now();
    const pdf = await buildProjectPdf(input);
    const took = performance.now() - started;
    console.info(
      `20 sections (${many[0]!.runs.length} runs and a ${Math.round(picture.length / 1024)} KB JPEG each): ` +
        `${Math.round(took)} ms, ${(pdf.length / 1024 / 1024).toFixed(1)} MB`,
    );
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(22);
  });
});
