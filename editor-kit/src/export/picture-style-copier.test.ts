// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  createPictureStyleCopier,
  PICTURE_STYLE_PROPERTIES,
  type PictureElement,
  pictureProperties,
} from './picture-styles';

const block: PictureElement = {
  tag: 'DIV',
  svg: false,
  display: 'block',
  position: 'static',
  parentDisplay: 'block',
};

describe('pictureProperties', () => {
  it('gives a plain block its box, borders, background and text, and nothing of grids, tables, lists or icons', () => {
    const properties = pictureProperties(block);
    expect(properties).toEqual(expect.arrayContaining(['display', 'color', 'border-top-width']));
    for (const absent of [
      'grid-template-columns',
      'flex-grow',
      'border-collapse',
      'list-style-type',
      'object-fit',
      'appearance',
      'fill',
    ]) {
      expect(properties).not.toContain(absent);
    }
  });

  it('adds what each kind of element needs', () => {
    const cases: [Partial<PictureElement>, string][] = [
      [{ display: 'inline-grid' }, 'grid-template-columns'],
      [{ display: 'flex' }, 'justify-content'],
      [{ parentDisplay: 'flex' }, 'flex-grow'],
      [{ parentDisplay: 'grid' }, 'grid-column-start'],
      [{ position: 'absolute' }, 'justify-self'],
      [{ display: 'table-cell' }, 'border-collapse'],
      [{ display: 'list-item' }, 'list-style-type'],
      [{ tag: 'IMG' }, 'object-fit'],
      [{ tag: 'TEXTAREA' }, 'resize'],
      [{ tag: 'svg', svg: true }, 'stroke-width'],
    ];
    for (const [kind, property] of cases) {
      expect(pictureProperties({ ...block, ...kind })).toContain(property);
    }
  });

  it('keeps the full list’s order, so one kind always writes the same text', () => {
    const everything = pictureProperties({
      tag: 'INPUT',
      svg: true,
      display: 'inline-flex table list-item',
      position: 'fixed',
      parentDisplay: 'grid',
    });
    expect(everything).toEqual(PICTURE_STYLE_PROPERTIES);
    const order = (properties: string[]) =>
      properties.map((property) => PICTURE_STYLE_PROPERTIES.indexOf(property));
    const cell = order(pictureProperties({ ...block, display: 'table-cell' }));
    expect(cell).toEqual([...cell].sort((a, b) => a - b));
  });
});

/**
 * Computed styles from a table: `values.get(element)` overrides the defaults below (what a
 * static block without borders has). Counts every read, per element and property.
 */
function fakeComputed(values: Map<Element, Record<string, string>>) {
  const reads = new Map<string, number>();
  const defaults: Record<string, string> = {
    display: 'block',
    position: 'static',
    'border-top-style': 'none',
    'border-right-style': 'none',
    'border-bottom-style': 'none',
    'border-left-style': 'none',
    'outline-style': 'none',
    'background-image': 'none',
    'text-decoration-line': 'none',
    transform: 'none',
    'overflow-x': 'visible',
    color: 'rgb(0, 0, 0)',
    'font-size': '16px',
  };
  const computed = (element: Element) =>
    ({
      getPropertyValue(property: string) {
        const key = `${element.tagName}.${element.className}:${property}`;
        reads.set(key, (reads.get(key) ?? 0) + 1);
        return values.get(element)?.[property] ?? defaults[property] ?? `initial ${property}`;
      },
    }) as CSSStyleDeclaration;
  return { computed, reads };
}

/** The page's `root` > `child` (a DIV unless said), and a copier for a picture of `root`. */
function twoElements(childTag = 'div') {
  const page = document.createElement('main');
  const root = document.createElement('section');
  root.className = 'root';
  const child = document.createElement(childTag);
  child.className = 'child';
  page.append(root);
  root.append(child);
  const values = new Map<Element, Record<string, string>>();
  const { computed, reads } = fakeComputed(values);
  const copy = createPictureStyleCopier(root, computed);
  const picture = (element: Element) => {
    const clone = document.createElement(element.tagName);
    copy(element, clone);
    return clone.style;
  };
  return { page, root, child, values, reads, picture };
}

describe('createPictureStyleCopier', () => {
  it('writes an inherited value on a plain child only where it differs from its parent’s', () => {
    const { root, child, values, picture } = twoElements();
    values.set(root, { color: 'rgb(1, 2, 3)', 'letter-spacing': '1px' });
    values.set(child, { color: 'rgb(1, 2, 3)', 'letter-spacing': '2px' });
    const style = picture(child);
    expect(style.getPropertyValue('color')).toBe('');
    expect(style.getPropertyValue('letter-spacing')).toBe('2px');
    // Not inherited: the clone would not get it from its parent.
    expect(style.getPropertyValue('display')).toBe('block');
  });

  it('writes every inherited value on the pictured element, whose clone has no parent', () => {
    const { page, root, values, picture } = twoElements();
    values.set(page, { color: 'rgb(1, 2, 3)' });
    values.set(root, { color: 'rgb(1, 2, 3)' });
    expect(picture(root).getPropertyValue('color')).toBe('rgb(1, 2, 3)');
  });

  it('writes them where the browser’s own style sheet or an attribute could set another value', () => {
    for (const tag of ['th', 'strong', 'li', 'button', 'h2']) {
      const { child, picture } = twoElements(tag);
      expect(picture(child).getPropertyValue('color'), tag).toBe('rgb(0, 0, 0)');
    }
    const { child, picture } = twoElements();
    child.setAttribute('dir', 'rtl');
    expect(picture(child).getPropertyValue('color')).toBe('rgb(0, 0, 0)');
  });

  it('leaves out what cannot show: a border side without a style, offsets of a static box', () => {
    const { child, values, picture } = twoElements();
    values.set(child, {
      'border-top-style': 'solid',
      'border-top-width': '2px',
      'border-left-width': '0px',
      top: '4px',
    });
    const style = picture(child);
    expect(style.getPropertyValue('border-top-width')).toBe('2px');
    expect(style.getPropertyValue('border-left-style')).toBe('none');
    expect(style.getPropertyValue('border-left-width')).toBe('');
    expect(style.getPropertyValue('top')).toBe('');
    expect(style.getPropertyValue('transform-origin')).toBe('');

    const placed = twoElements();
    placed.values.set(placed.child, { position: 'relative', top: '4px' });
    expect(placed.picture(placed.child).getPropertyValue('top')).toBe('4px');
  });

  it('draws text a tenth of a pixel smaller, as html-to-image does, so no line wraps anew', () => {
    const { root, values, picture } = twoElements();
    values.set(root, { 'font-size': '13.5px' });
    expect(picture(root).getPropertyValue('font-size')).toBe('12.9px');
  });

  it('lays a child out by the box past `display: contents`', () => {
    const { root, values } = twoElements();
    const contents = document.createElement('div');
    contents.className = 'contents';
    const item = document.createElement('div');
    item.className = 'item';
    root.append(contents);
    contents.append(item);
    values.set(root, { display: 'grid' });
    values.set(contents, { display: 'contents' });
    values.set(item, { 'grid-column-start': '2' });
    const { computed } = fakeComputed(values);
    const clone = document.createElement('div');
    createPictureStyleCopier(root, computed)(item, clone);
    expect(clone.style.getPropertyValue('grid-column-start')).toBe('2');
  });

  it('reads each element’s computed value of a property once, for itself and its children', () => {
    const { root, child, reads, picture } = twoElements();
    const sibling = document.createElement('div');
    sibling.className = 'sibling';
    root.append(sibling);
    picture(child);
    picture(sibling);
    picture(root);
    expect([...reads.values()].every((count) => count === 1)).toBe(true);
    expect(reads.has('SECTION.root:color')).toBe(true);
  });
});
