import { describe, expect, it } from 'vitest';
import { PICTURE_STYLE_PROPERTIES } from './picture-styles';

/**
 * The style sheets of everything an editor's picture can show. Vitest hands CSS imports
 * over empty (`?raw` included), so the glob only names the files and Node reads them (the
 * kit's own types are the browser's, hence the small type for `node:fs`).
 */
const SHEET_NAMES = Object.keys({
  ...import.meta.glob('../../../shared-ui/src/**/*.css'),
  ...import.meta.glob('../../src/**/*.css'),
  ...import.meta.glob('../../../mf-empathy-map/src/**/*.css'),
  ...import.meta.glob('../../../mf-competitor-analysis/src/**/*.css'),
  ...import.meta.glob('../../../mf-ux-persona/src/**/*.css'),
});
const { readFileSync } = (await import(/* @vite-ignore */ 'node:fs' as string)) as {
  readFileSync(file: URL, encoding: 'utf8'): string;
};

/** Shorthands our style sheets use, as the longhands a computed style has. */
const SIDES = ['top', 'right', 'bottom', 'left'];
const CORNERS = ['top-left', 'top-right', 'bottom-right', 'bottom-left'];
const SHORTHANDS: Record<string, string[]> = {
  margin: SIDES.map((side) => `margin-${side}`),
  padding: SIDES.map((side) => `padding-${side}`),
  inset: SIDES,
  border: SIDES.flatMap((side) => ['width', 'style', 'color'].map((p) => `border-${side}-${p}`)),
  ...Object.fromEntries(
    SIDES.map((side) => [
      `border-${side}`,
      ['width', 'style', 'color'].map((p) => `border-${side}-${p}`),
    ]),
  ),
  'border-width': SIDES.map((side) => `border-${side}-width`),
  'border-style': SIDES.map((side) => `border-${side}-style`),
  'border-color': SIDES.map((side) => `border-${side}-color`),
  'border-radius': CORNERS.map((corner) => `border-${corner}-radius`),
  outline: ['outline-width', 'outline-style', 'outline-color'],
  overflow: ['overflow-x', 'overflow-y'],
  background: ['background-color', 'background-image', 'background-position', 'background-size'],
  font: ['font-family', 'font-size', 'font-weight', 'font-style', 'line-height'],
  flex: ['flex-grow', 'flex-shrink', 'flex-basis'],
  gap: ['row-gap', 'column-gap'],
  'place-items': ['align-items', 'justify-items'],
  'grid-area': ['grid-row-start', 'grid-row-end', 'grid-column-start', 'grid-column-end'],
  'grid-row': ['grid-row-start', 'grid-row-end'],
  'grid-column': ['grid-column-start', 'grid-column-end'],
  'list-style': ['list-style-type', 'list-style-position', 'list-style-image'],
  'text-decoration': ['text-decoration-line', 'text-decoration-style', 'text-decoration-color'],
};

/**
 * What a still picture cannot show (motion, the pointer, focus behaviour), or what is
 * already resolved in the listed properties' computed values: sizes are written in px,
 * so a field's own sizing and containers' queries have done their work.
 */
const NOT_PICTURED = new Set([
  'cursor',
  'transition',
  'animation',
  'pointer-events',
  'user-select',
  'touch-action',
  'container-type',
  'field-sizing',
  'text-size-adjust',
  '-webkit-text-size-adjust',
  '-webkit-font-smoothing',
  'will-change',
  'scroll-behavior',
  'caret-color',
]);

/** Every property declared in `css` (custom properties aside). */
function declaredProperties(css: string): string[] {
  const code = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return Array.from(code.matchAll(/[{;]\s*(-?[a-z][a-z-]*)\s*:/g), (match) => match[1]!);
}

describe('the styles pictures copy', () => {
  const files = SHEET_NAMES.map((name): [string, string] => [
    name,
    readFileSync(new URL(name, import.meta.url), 'utf8'),
  ]);

  it('reads the style sheets (the check below is not empty)', () => {
    expect(files.map(([file]) => file)).toContain('../../../mf-ux-persona/src/persona.css');
    expect(files.length).toBeGreaterThan(10);
    expect(files.filter(([, css]) => css.trim() === '')).toEqual([]);
    expect(declaredProperties('.a:hover { color: red; margin: 0 } @media (width: 1px) {}')).toEqual(
      ['color', 'margin'],
    );
  });

  it('include every property our style sheets set, unless a picture cannot show it', () => {
    const listed = new Set(PICTURE_STYLE_PROPERTIES);
    const missing = new Set<string>();
    for (const [file, css] of files) {
      for (const property of declaredProperties(css)) {
        if (NOT_PICTURED.has(property)) continue;
        for (const longhand of SHORTHANDS[property] ?? [property]) {
          if (!listed.has(longhand)) missing.add(`${longhand} (${file})`);
        }
      }
    }
    expect([...missing]).toEqual([]);
  });
});
