import type { SitemapPage } from 'shared-contracts';
import { BOX_HEIGHT, BOX_WIDTH, layoutTree, type PlacedPage } from '../model/tree-layout';
import type { ShownWords } from './words';

/*
 * The tree as the editor draws it, in SVG: the model's own top-down layout
 * (model/tree-layout.ts), each page a box with its type, title and path, a folded page
 * with how many it hides. Real text, so it is sharp in the PDF and can be searched.
 * Sized as the editor's diagram and scaled down to the width given, never up.
 */

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const INSET = 10;
/** Rough character widths at the box's 13 px title and 11 px small text, for cutting lines. */
const TITLE_CHARS = Math.floor((BOX_WIDTH - 2 * INSET) / 7.2);
const SMALL_CHARS = Math.floor((BOX_WIDTH - 2 * INSET) / 6.2);

/** `text` in at most `max` lines of `perLine` characters, broken between words, the last cut with '…'. */
export function boxLines(text: string, perLine: number, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    for (let rest = word; rest; rest = rest.slice(perLine)) {
      const piece = rest.slice(0, perLine);
      const joined = line ? `${line} ${piece}` : piece;
      if (joined.length <= perLine) line = joined;
      else {
        lines.push(line);
        line = piece;
      }
    }
  }
  if (line) lines.push(line);
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  kept[max - 1] = `${kept[max - 1]!.slice(0, perLine - 1)}…`;
  return kept;
}

interface BoxLine {
  text: string;
  size: number;
  height: number;
  className: string;
}

function PageBox({ box, words }: { box: PlacedPage; words: ShownWords }) {
  const { page, x, y, hidden } = box;
  const title = page.title.trim();
  const small: BoxLine[] = [];
  if (page.path)
    small.push({
      text: boxLines(page.path, SMALL_CHARS, 1)[0]!,
      size: 11,
      height: 14,
      className: 'path',
    });
  if (hidden > 0)
    small.push({ text: words.hidden(hidden), size: 11, height: 14, className: 'hidden' });
  const type: BoxLine[] =
    page.type === 'page'
      ? []
      : [{ text: words.types[page.type].toUpperCase(), size: 10, height: 13, className: 'type' }];
  // Two lines of title while there is room in the 72 px box, one when it is full.
  const titleLines = boxLines(
    title || words.untitled,
    TITLE_CHARS,
    type.length + small.length < 2 ? 2 : 1,
  );
  const lines: BoxLine[] = [
    ...type,
    ...titleLines.map((text) => ({
      text,
      size: 13,
      height: 16,
      className: title ? 'title' : 'title smv-untitled',
    })),
    ...small,
  ];
  const total = lines.reduce((sum, line) => sum + line.height, 0);
  // The lines centred in the box, as the editor's column of them is.
  let top = y + (BOX_HEIGHT - total) / 2;
  return (
    <g className={`smv-box smv-box--${page.type}`}>
      {page.type === 'modal' && (
        <rect
          className="smv-box__behind"
          x={x + 4}
          y={y + 4}
          width={BOX_WIDTH}
          height={BOX_HEIGHT}
          rx={8}
        />
      )}
      <rect className="smv-box__frame" x={x} y={y} width={BOX_WIDTH} height={BOX_HEIGHT} rx={8} />
      {lines.map((line, index) => {
        const baseline = top + line.height / 2 + line.size * 0.35;
        top += line.height;
        return (
          <text
            key={index}
            className={`smv-box__${line.className}`}
            x={x + INSET}
            y={Math.round(baseline * 10) / 10}
            fontSize={line.size}
          >
            {line.text}
          </text>
        );
      })}
    </g>
  );
}

export function SitemapDiagram({
  root,
  label,
  words,
}: {
  root: SitemapPage;
  label: string;
  words: ShownWords;
}) {
  const layout = layoutTree(root);
  return (
    <svg
      className="smv-diagram"
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      width={layout.width}
      height={layout.height}
      role="img"
      aria-label={label}
      fontFamily={FONT}
    >
      <title>{label}</title>
      <rect className="smv-diagram__ground" width={layout.width} height={layout.height} />
      <path className="smv-diagram__lines" d={layout.connectors} />
      {layout.boxes.map((box) => (
        <PageBox key={box.page.id} box={box} words={words} />
      ))}
    </svg>
  );
}
