import { beginFarOutFrame, type Camera } from 'diagram-kit';
import { boxesInView, fitLines, withEllipsis } from '../model/overview';
import { BOX_HEIGHT, BOX_WIDTH, type PlacedPage, type TreeLayout } from '../model/tree-layout';

/**
 * The far-out diagram drawn on a canvas (model/overview.ts says why): the boxes in view
 * and all connectors, looking as the elements do (sitemap.css `.sm-box`), from the
 * design system's tokens. Text smaller on screen than LEGIBLE_PX is drawn as grey bars:
 * nobody reads it, and every new size of every glyph would be rasterised afresh on each
 * frame of a zoom.
 */

/** What the boxes show beside the tree: the view's state. */
export interface OverviewMarks {
  selectedId: string;
  moving: string | null;
  drop: { id: string; ok: boolean } | null;
}

/** The words a box shows, in the view's language. */
export interface OverviewWords {
  untitled: string;
  type(type: PlacedPage['page']['type']): string;
  hidden(count: number): string;
}

interface Tokens {
  font: string;
  text: string;
  muted: string;
  primary: string;
  primarySoft: string;
  surface: string;
  edge: string;
  line: string;
  success: string;
  successSoft: string;
  danger: string;
  dangerSoft: string;
  /** In CSS px. */
  sm: number;
  xs: number;
  lineHeight: number;
}

/** Below this size on screen (CSS px), text is drawn as bars. */
const LEGIBLE_PX = 4;
/** `.sm-box` padding, border and gap. */
const PAD_X = 10;
const BORDER = 1.5;
const GAP = 2;
const RADIUS = 8;
const TEXT_WIDTH = BOX_WIDTH - 2 * PAD_X - 2 * BORDER;
const TYPE_PX = 10;

/** The tokens, read once per canvas from the page's styles (tokens.css). */
function readTokens(node: Element): Tokens {
  const style = getComputedStyle(node);
  const token = (name: string) => style.getPropertyValue(name).trim();
  const rootPx = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  const px = (name: string, fallback: number) => {
    const value = token(name);
    const number = Number.parseFloat(value);
    if (Number.isNaN(number)) return fallback;
    return value.endsWith('rem') ? number * rootPx : number;
  };
  return {
    font: token('--ui-font-family') || 'sans-serif',
    text: token('--ui-color-text') || '#111827',
    muted: token('--ui-color-text-muted') || '#4b5563',
    primary: token('--ui-color-primary') || '#5b4bdb',
    primarySoft: token('--ui-color-primary-soft') || '#eeecfc',
    surface: token('--ui-color-surface') || '#ffffff',
    edge: token('--ui-gray-300') || '#d1d5db',
    line: token('--ui-gray-400') || '#9ca3af',
    success: token('--ui-color-success') || '#0f7a3d',
    successSoft: token('--ui-color-success-soft') || '#e7f6ec',
    danger: token('--ui-color-danger') || '#c42b1c',
    dangerSoft: token('--ui-color-danger-soft') || '#fdecea',
    sm: px('--ui-font-size-sm', 14),
    xs: px('--ui-font-size-xs', 12),
    lineHeight: Number.parseFloat(token('--ui-line-height-tight')) || 1.25,
  };
}

interface TextLine {
  text: string;
  /** Measured at the line's font, in CSS px. */
  width: number;
  font: string;
  size: number;
  color: string;
}

/** A box's lines, top to bottom, as the element stacks them. */
function boxLines(
  ctx: CanvasRenderingContext2D,
  box: PlacedPage,
  words: OverviewWords,
  tokens: Tokens,
): TextLine[] {
  const lines: TextLine[] = [];
  // In the context's current font: each part sets its own before it measures.
  const measure = (text: string) => ctx.measureText(text).width;
  const add = (text: string, font: string, size: number, color: string) => {
    ctx.font = font;
    lines.push({ text, width: measure(text), font, size, color });
  };
  const { page } = box;
  if (page.type !== 'page') {
    const font = `${TYPE_PX}px ${tokens.font}`;
    add(words.type(page.type).toUpperCase(), font, TYPE_PX, tokens.muted);
  }
  const title = page.title.trim();
  const titleFont = `${title ? '' : 'italic '}600 ${tokens.sm}px ${tokens.font}`;
  ctx.font = titleFont;
  for (const line of fitLines(title || words.untitled, TEXT_WIDTH, 2, measure)) {
    add(line, titleFont, tokens.sm, title ? tokens.text : tokens.muted);
  }
  const small = `${tokens.xs}px ${tokens.font}`;
  ctx.font = small;
  if (page.path) add(withEllipsis(page.path, TEXT_WIDTH, measure), small, tokens.xs, tokens.muted);
  if (box.hidden > 0) {
    add(
      withEllipsis(words.hidden(box.hidden), TEXT_WIDTH, measure),
      small,
      tokens.xs,
      tokens.primary,
    );
  }
  return lines;
}

/**
 * Draws the overview of one canvas. Keeps what does not change from frame to frame (the
 * tokens, the connectors' path, each box's lines) until the layout or the words change.
 */
export class OverviewPainter {
  private tokens: Tokens | null = null;
  private layout: TreeLayout | null = null;
  private words: OverviewWords | null = null;
  private connectors: Path2D | null = null;
  private lines = new Map<PlacedPage, TextLine[]>();

  constructor(private readonly canvas: HTMLCanvasElement) {}

  draw(layout: TreeLayout, camera: Camera, marks: OverviewMarks, words: OverviewWords) {
    const ctx = beginFarOutFrame(this.canvas, camera);
    if (!ctx) return;
    if (layout !== this.layout || words !== this.words) {
      this.layout = layout;
      this.words = words;
      this.connectors = new Path2D(layout.connectors);
      this.lines.clear();
    }
    this.tokens ??= readTokens(this.canvas);
    const tokens = this.tokens;

    ctx.lineWidth = 1.5;
    ctx.setLineDash([]);
    ctx.strokeStyle = tokens.line;
    if (this.connectors) ctx.stroke(this.connectors);

    const legible = camera.scale * tokens.xs >= LEGIBLE_PX;
    for (const box of boxesInView(layout, camera)) {
      this.drawBox(ctx, box, marks, tokens);
      let lines = this.lines.get(box);
      if (!lines) {
        lines = boxLines(ctx, box, words, tokens);
        this.lines.set(box, lines);
      }
      this.drawLines(ctx, box, lines, tokens, legible);
    }
  }

  private drawBox(
    ctx: CanvasRenderingContext2D,
    box: PlacedPage,
    marks: OverviewMarks,
    tokens: Tokens,
  ) {
    const { page, x, y } = box;
    const drop = marks.drop?.id === page.id ? marks.drop : null;
    const moving = marks.moving === page.id;
    const selected = marks.selectedId === page.id;
    // The border is drawn inside the box, as box-sizing: border-box does.
    const inset = BORDER / 2;
    const shape = (dx = 0, dy = 0) => {
      ctx.beginPath();
      ctx.roundRect(
        x + inset + dx,
        y + inset + dy,
        BOX_WIDTH - BORDER,
        BOX_HEIGHT - BORDER,
        RADIUS,
      );
    };
    ctx.globalAlpha = moving ? 0.6 : 1;
    if (page.type === 'modal') {
      // The card behind a modal: its edge shows 4 px below and to the right.
      shape(4, 4);
      ctx.fillStyle = tokens.edge;
      ctx.fill();
      ctx.beginPath();
      ctx.roundRect(x + 5, y + 5, BOX_WIDTH - 2, BOX_HEIGHT - 2, RADIUS - 1);
      ctx.fillStyle = tokens.surface;
      ctx.fill();
    }
    if (selected && !drop) {
      ctx.beginPath();
      ctx.roundRect(x - 3, y - 3, BOX_WIDTH + 6, BOX_HEIGHT + 6, RADIUS + 3);
      ctx.fillStyle = 'rgb(91 75 219 / 0.3)';
      ctx.fill();
    }
    shape();
    ctx.fillStyle = drop
      ? drop.ok
        ? tokens.successSoft
        : tokens.dangerSoft
      : page.type === 'section'
        ? tokens.primarySoft
        : tokens.surface;
    ctx.fill();
    ctx.setLineDash(page.type === 'external' || moving ? [4, 3] : []);
    ctx.lineWidth = BORDER;
    ctx.strokeStyle = drop
      ? drop.ok
        ? tokens.success
        : tokens.danger
      : selected
        ? tokens.primary
        : tokens.edge;
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.globalAlpha = 1;
  }

  private drawLines(
    ctx: CanvasRenderingContext2D,
    box: PlacedPage,
    lines: TextLine[],
    tokens: Tokens,
    legible: boolean,
  ) {
    const heights = lines.map((line) => line.size * tokens.lineHeight);
    const total = heights.reduce((sum, h) => sum + h, 0) + GAP * (lines.length - 1);
    let top = box.y + (BOX_HEIGHT - total) / 2;
    const left = box.x + BORDER + PAD_X;
    ctx.textBaseline = 'middle';
    lines.forEach((line, index) => {
      const middle = top + heights[index]! / 2;
      if (legible) {
        ctx.font = line.font;
        ctx.fillStyle = line.color;
        ctx.fillText(line.text, left, middle);
      } else {
        // Greeked: a bar as wide as the text, of its colour, softened.
        ctx.globalAlpha = 0.35;
        ctx.fillStyle = line.color;
        ctx.fillRect(left, middle - line.size * 0.3, line.width, line.size * 0.6);
        ctx.globalAlpha = 1;
      }
      top += heights[index]! + GAP;
    });
  }
}
