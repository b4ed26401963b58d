import type { Rect } from 'diagram-kit';
import { type Flow, nodeRect } from '../model/flow';
import {
  arrowheadPath,
  flowBounds,
  groupFrames,
  midpoint,
  pathOf,
  routeConnectors,
} from '../model/flow-geometry';

/*
 * The flow as an SVG file: vector shapes and real text, so it scales in a slide or a
 * design tool and its words can be searched. Written from the model, not from the page
 * (an SVG of HTML would need foreignObject, which design tools do not read). Pure and
 * free of the editor (no kit, no React): the read-only viewer draws the same markup
 * (src/Viewer.tsx), and the download lives beside it (download-svg.ts).
 */

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
/** A rough width of one character at the nodes' 13 px text, for wrapping lines. */
const CHAR_WIDTH = 6.8;
const LINE_HEIGHT = 16;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Lines of at most `width` px, broken between words (a long word is cut). */
export function wrap(text: string, width: number, maxLines: number): string[] {
  const perLine = Math.max(4, Math.floor(width / CHAR_WIDTH));
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      for (let rest = word; rest.length > 0; ) {
        const piece = rest.slice(0, perLine);
        rest = rest.slice(perLine);
        const next = line ? `${line} ${piece}` : piece;
        if (next.length <= perLine) line = next;
        else {
          lines.push(line);
          line = piece;
        }
      }
    }
    lines.push(line);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, perLine - 1)}…`;
  return kept;
}

const SHAPE_STYLE = 'fill="#ffffff" stroke="#5b6475" stroke-width="1.5"';

function nodeSvg(node: Flow['nodes'][number], untitled: string): string {
  const { x, y, width, height } = nodeRect(node);
  const parts: string[] = [];
  switch (node.kind) {
    case 'start':
    case 'end':
      parts.push(
        `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${height / 2}" fill="${node.kind === 'start' ? '#e6f4ea' : '#fde8e8'}" stroke="#5b6475" stroke-width="1.5"/>`,
      );
      break;
    case 'decision':
      parts.push(
        `<path d="M${x + width / 2} ${y}L${x + width} ${y + height / 2}L${x + width / 2} ${y + height}L${x} ${y + height / 2}Z" fill="#fff7e0" stroke="#5b6475" stroke-width="1.5"/>`,
      );
      break;
    case 'note':
      parts.push(
        `<path d="M${x} ${y}H${x + width - 14}L${x + width} ${y + 14}V${y + height}H${x}Z" fill="#fffbe6" stroke="#b59f3b" stroke-width="1.5"/>`,
      );
      break;
    default:
      parts.push(
        `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="8" ${SHAPE_STYLE}/>`,
      );
  }
  let textTop = y;
  let textHeight = height;
  if (node.kind === 'screen' && node.picture) {
    const pictureHeight = height - 36;
    parts.push(
      `<image href="${escapeXml(node.picture)}" x="${x + 4}" y="${y + 4}" width="${width - 8}" height="${pictureHeight - 4}" preserveAspectRatio="xMidYMid meet"/>`,
    );
    textTop = y + pictureHeight;
    textHeight = 36;
  }
  const inset = node.kind === 'decision' ? width / 4 : 10;
  const maxLines = Math.max(1, Math.floor((textHeight - 8) / LINE_HEIGHT));
  const lines = wrap(node.label || untitled, width - inset * 2, maxLines);
  const first = textTop + textHeight / 2 - ((lines.length - 1) * LINE_HEIGHT) / 2 + 4;
  const anchor = node.kind === 'note' ? 'start' : 'middle';
  const textX = node.kind === 'note' ? x + 10 : x + width / 2;
  parts.push(
    `<text font-family="${escapeXml(FONT)}" font-size="13" fill="${node.label ? '#1f2430' : '#8a92a3'}" text-anchor="${anchor}">${lines
      .map(
        (line, i) =>
          `<tspan x="${textX}" y="${first + i * LINE_HEIGHT}">${escapeXml(line)}</tspan>`,
      )
      .join('')}</text>`,
  );
  return parts.join('');
}

interface FlowDrawing {
  /** The flow's box on the plane: the SVG's viewBox. */
  box: Rect;
  /** Everything inside the <svg> element: its title, a white ground, groups, lines, nodes, labels. */
  markup: string;
}

/** The flow drawn as SVG markup, for the file and the read-only viewer alike. */
export function flowDrawing(flow: Flow, untitled: string): FlowDrawing {
  const box = flowBounds(flow.nodes);
  const body: string[] = [];
  for (const { label, rect } of groupFrames(flow.groups, flow.nodes)) {
    body.push(
      `<rect x="${rect.x}" y="${rect.y}" width="${rect.width}" height="${rect.height}" rx="10" fill="#f3f5fa" stroke="#aab2c5" stroke-dasharray="6 4"/>`,
      `<text x="${rect.x + 10}" y="${rect.y + 16}" font-family="${escapeXml(FONT)}" font-size="12" fill="#5b6475">${escapeXml(label)}</text>`,
    );
  }
  const routed = routeConnectors(flow);
  for (const { points } of routed)
    body.push(
      `<path d="${pathOf(points)}" fill="none" stroke="#5b6475" stroke-width="1.5"/><path d="${arrowheadPath(points)}" fill="#5b6475"/>`,
    );
  for (const node of flow.nodes) body.push(nodeSvg(node, untitled));
  for (const { connector, points } of routed) {
    if (!connector.label) continue;
    const at = midpoint(points);
    const width = Math.min(connector.label.length * CHAR_WIDTH + 12, 200);
    body.push(
      `<rect x="${at.x - width / 2}" y="${at.y - 10}" width="${width}" height="20" rx="4" fill="#ffffff" stroke="#d5dae4"/>`,
      `<text x="${at.x}" y="${at.y + 4}" font-family="${escapeXml(FONT)}" font-size="12" fill="#1f2430" text-anchor="middle">${escapeXml(wrap(connector.label, 188, 1)[0] ?? '')}</text>`,
    );
  }
  const { x, y, width, height } = box;
  const markup = [
    `<title>${escapeXml(flow.name)}</title>`,
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="#ffffff"/>`,
    ...body,
  ].join('\n');
  return { box, markup };
}

/** The whole flow as an SVG document. */
export function flowSvg(flow: Flow, untitled: string): string {
  const { box, markup } = flowDrawing(flow, untitled);
  const { x, y, width, height } = box;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${x} ${y} ${width} ${height}" width="${width}" height="${height}">`,
    markup,
    '</svg>',
  ].join('\n');
}
