/**
 * Shape text wrapped to the shape's width. Measuring text is the slowest thing the
 * renderer does, so lines are cached by text and width and reused on every frame of a
 * pan or zoom (the font size is in world units, so the wrap does not depend on zoom).
 */
/**
 * Shape text metrics in world units, so text zooms with its shape. The canvas draws with
 * them and the DOM text editor over a shape uses the same, so text does not jump when
 * editing starts or ends.
 */
export const SHAPE_TEXT = { fontSize: 16, lineHeight: 20, padding: 12 } as const;

const cache = new Map<string, string[]>();
const CACHE_LIMIT = 10_000;

export function wrapText(ctx: CanvasRenderingContext2D, text: string, maxWidth: number): string[] {
  const key = `${maxWidth}\u0000${text}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (!line || ctx.measureText(candidate).width <= maxWidth) {
        line = candidate;
      } else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, lines);
  return lines;
}
