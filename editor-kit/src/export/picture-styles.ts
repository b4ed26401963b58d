/**
 * The CSS properties a picture copies onto its copy of each element. The picture is the
 * page's DOM cloned into an SVG image that has none of the page's style sheets, so each
 * element's computed styles are written on its clone (html-to-image clones, and hands
 * each element to `createPictureStyleCopier`'s copier below through `copyStyle`, an
 * option our patch of html-to-image adds). By default
 * html-to-image writes every one of Chromium's ~550 properties on every element: for a
 * 30 x 30 analysis (1,100 elements) that is 600,000 property writes and a 15.5 MB SVG for
 * the browser to parse again, most of the export's time (issue G4: 1.8 s of cloning and
 * 0.9 s of decoding, against 0.5 s and 0.3 s with the list below, on a loaded 2-core
 * machine).
 *
 * The list is what the editors' pictures can show: box, borders, backgrounds, text,
 * flex and grid, tables, images, SVG icons and pseudo-elements' content. Properties left
 * out only matter to interaction (cursor, transitions, focus) or are the logical and
 * custom-property twins of listed ones, whose computed values are already resolved.
 * `picture-styles.test.ts` checks every property our style sheets set against this list,
 * so a new style cannot silently go missing from pictures.
 */

/**
 * Inherited properties every element's picture gets, marked `inherited(…)` in the list
 * below: a clone whose value equals its parent's can inherit it from the parent's clone
 * instead of carrying it, when nothing but inheritance sets it there (see
 * `inheritsUnchanged`). Only EVERY_ELEMENT's count: every parent's clone gets those, so
 * what it passes down is right.
 */
const INHERITED = new Set<string>();
const inherited = (property: string) => {
  INHERITED.add(property);
  return property;
};

/** What every element's picture needs: its box, borders, background and text. */
const EVERY_ELEMENT = [
  // Box and position
  'display',
  'position',
  'top',
  'right',
  'bottom',
  'left',
  'z-index',
  'float',
  'clear',
  'box-sizing',
  'width',
  'height',
  'min-width',
  'min-height',
  'max-width',
  'max-height',
  'aspect-ratio',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'overflow-x',
  'overflow-y',
  'clip',
  'clip-path',
  inherited('visibility'),
  'opacity',
  'transform',
  'transform-origin',
  'filter',
  'backdrop-filter',
  'mix-blend-mode',
  'isolation',
  // Borders, outlines, shadows
  'border-top-width',
  'border-right-width',
  'border-bottom-width',
  'border-left-width',
  'border-top-style',
  'border-right-style',
  'border-bottom-style',
  'border-left-style',
  'border-top-color',
  'border-right-color',
  'border-bottom-color',
  'border-left-color',
  'border-top-left-radius',
  'border-top-right-radius',
  'border-bottom-right-radius',
  'border-bottom-left-radius',
  'outline-width',
  'outline-style',
  'outline-color',
  'outline-offset',
  'box-shadow',
  // Backgrounds
  'background-color',
  'background-image',
  'background-size',
  'background-position',
  'background-repeat',
  'background-clip',
  'background-origin',
  // Text
  inherited('color'),
  inherited('font-family'),
  inherited('font-size'),
  inherited('font-weight'),
  inherited('font-style'),
  inherited('font-variant'),
  inherited('font-variant-numeric'),
  inherited('font-stretch'),
  inherited('line-height'),
  inherited('letter-spacing'),
  inherited('word-spacing'),
  inherited('text-align'),
  inherited('text-indent'),
  inherited('text-transform'),
  'text-decoration-line',
  'text-decoration-style',
  'text-decoration-color',
  'text-decoration-thickness',
  'text-overflow',
  inherited('text-shadow'),
  inherited('white-space'),
  inherited('white-space-collapse'),
  inherited('text-wrap-mode'),
  inherited('word-break'),
  inherited('overflow-wrap'),
  inherited('hyphens'),
  inherited('tab-size'),
  'vertical-align',
  inherited('direction'),
  'unicode-bidi',
  '-webkit-line-clamp',
  '-webkit-box-orient',
  inherited('-webkit-text-fill-color'),
  'content',
  // Block containers align their content too (align-content), not only flex and grid.
  'align-content',
];

/** What only a flex or grid container's picture needs. */
const FLEX_GRID_CONTAINER = [
  'flex-direction',
  'flex-wrap',
  'justify-content',
  'justify-items',
  'align-items',
  'row-gap',
  'column-gap',
  'grid-template-columns',
  'grid-template-rows',
  'grid-template-areas',
  'grid-auto-flow',
  'grid-auto-columns',
  'grid-auto-rows',
];

/** What only a flex or grid item's (or an absolutely placed element's) picture needs. */
const FLEX_GRID_ITEM = [
  'flex-grow',
  'flex-shrink',
  'flex-basis',
  'order',
  'justify-self',
  'align-self',
  'grid-row-start',
  'grid-row-end',
  'grid-column-start',
  'grid-column-end',
];

/** Tables' and their cells'. */
const TABLE = ['table-layout', 'border-collapse', 'border-spacing', 'caption-side', 'empty-cells'];

/** List items'. */
const LIST_ITEM = ['list-style-type', 'list-style-position', 'list-style-image'];

/** Images' and the other replaced elements'. */
const REPLACED = ['object-fit', 'object-position'];
const REPLACED_TAGS = new Set(['IMG', 'VIDEO', 'CANVAS', 'OBJECT', 'EMBED', 'IFRAME', 'INPUT']);

/** Form fields'. */
const FORM_FIELD = ['appearance', 'resize', 'accent-color'];
const FORM_FIELD_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON', 'METER', 'PROGRESS']);

/**
 * SVG icons': an `<svg>` is copied whole with its children (html-to-image), so only the
 * `<svg>` element itself gets these, inherited from the HTML around it.
 */
const SVG = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-dasharray',
];

/** Every property a picture may copy (pseudo-elements get them all: html-to-image's list). */
export const PICTURE_STYLE_PROPERTIES: string[] = [
  ...EVERY_ELEMENT,
  ...FLEX_GRID_CONTAINER,
  ...FLEX_GRID_ITEM,
  ...TABLE,
  ...LIST_ITEM,
  ...REPLACED,
  ...FORM_FIELD,
  ...SVG,
];

/** What decides which properties an element's picture needs. */
export interface PictureElement {
  tag: string;
  svg: boolean;
  /** Computed `display`. */
  display: string;
  /** Computed `position`. */
  position: string;
  /** The computed `display` of the box it is laid out in (past `display: contents`). */
  parentDisplay: string;
}

const isFlexOrGrid = (display: string) => display.includes('flex') || display.includes('grid');

/**
 * The properties that can change how this element looks, in PICTURE_STYLE_PROPERTIES'
 * order: a cell's text needs neither grid tracks nor list markers, and copying all 144
 * computed values onto each of a big table's 1,100 elements took a quarter of its export.
 */
export function pictureProperties(element: PictureElement): string[] {
  const groups: [needed: boolean, properties: string[]][] = [
    [true, EVERY_ELEMENT],
    [isFlexOrGrid(element.display), FLEX_GRID_CONTAINER],
    [
      isFlexOrGrid(element.parentDisplay) || /^(absolute|fixed)$/.test(element.position),
      FLEX_GRID_ITEM,
    ],
    [element.display.includes('table'), TABLE],
    [element.display.includes('list-item'), LIST_ITEM],
    [REPLACED_TAGS.has(element.tag), REPLACED],
    [FORM_FIELD_TAGS.has(element.tag), FORM_FIELD],
    [element.svg, SVG],
  ];
  const kind = groups.map(([needed]) => (needed ? 1 : 0)).join('');
  let properties = propertiesByKind.get(kind);
  if (!properties) {
    properties = groups.flatMap(([needed, list]) => (needed ? list : []));
    propertiesByKind.set(kind, properties);
  }
  return properties;
}
const propertiesByKind = new Map<string, string[]>();

/**
 * Elements the browser's own style sheet gives no inherited property (headings, `th`,
 * `strong`, lists, tables and form fields all have some), so in the picture's SVG, which
 * has no other style sheet, such an element inherits exactly what its parent's clone has.
 */
const PLAIN_TAGS = new Set([
  'DIV',
  'SPAN',
  'P',
  'SECTION',
  'ARTICLE',
  'HEADER',
  'FOOTER',
  'MAIN',
  'NAV',
  'ASIDE',
  'FIGURE',
  'FIGCAPTION',
  'LABEL',
  'TD',
  'TR',
  'TBODY',
  'THEAD',
  'TFOOT',
]);

/** Attributes the browser turns into inherited styles (`dir`, `<td align nowrap>`). */
const PRESENTATIONAL_ATTRIBUTES = ['dir', 'align', 'nowrap'];

/** Whether `element`'s clone gets its inherited properties from its parent's clone alone. */
function inheritsUnchanged(element: Element, root: Element): boolean {
  return (
    element !== root &&
    element.parentElement !== null &&
    PLAIN_TAGS.has(element.tagName) &&
    !PRESENTATIONAL_ATTRIBUTES.some((name) => element.hasAttribute(name))
  );
}

/**
 * Properties that cannot show while another property has a certain value: a side's
 * border width and colour while its style is `none`, an outline's while it has none,
 * where a background image sits while there is none, and so on. The clone gets the
 * deciding value, so leaving them out changes nothing in the picture, and saves reading
 * them (a table's cells have no outline, transform, background image or offsets).
 */
const SHOWN_ONLY_UNLESS = new Map<string, [decidedBy: string, value: string]>([
  ...['top', 'right', 'bottom', 'left'].flatMap((side): [string, [string, string]][] => [
    [`border-${side}-width`, [`border-${side}-style`, 'none']],
    [`border-${side}-color`, [`border-${side}-style`, 'none']],
    [side, ['position', 'static']],
  ]),
  ['clip', ['position', 'static']],
  ['outline-width', ['outline-style', 'none']],
  ['outline-color', ['outline-style', 'none']],
  ['outline-offset', ['outline-style', 'none']],
  ['background-size', ['background-image', 'none']],
  ['background-position', ['background-image', 'none']],
  ['background-repeat', ['background-image', 'none']],
  ['background-origin', ['background-image', 'none']],
  ['text-decoration-style', ['text-decoration-line', 'none']],
  ['text-decoration-color', ['text-decoration-line', 'none']],
  ['text-decoration-thickness', ['text-decoration-line', 'none']],
  ['transform-origin', ['transform', 'none']],
  ['text-overflow', ['overflow-x', 'visible']],
]);

/**
 * html-to-image draws text a little smaller than the page (a font size of 16px becomes
 * 15.9px), so that a line the page just fits does not wrap in the picture; its own copy
 * does this, so ours does too.
 */
function pictureValue(property: string, value: string): string {
  if (property === 'font-size' && value.endsWith('px')) {
    return `${Math.floor(Number.parseFloat(value)) - 0.1}px`;
  }
  return value;
}

/**
 * A style copier for one picture (html-to-image's `copyStyle`): writes on each clone the
 * computed values of the properties its element needs (`pictureProperties`), leaving out
 * those that cannot show (`SHOWN_ONLY_UNLESS`) and inherited values its parent's clone
 * already passes down. Each element's computed values are read once, whether for itself
 * or for its children. `root` is the element pictured (its clone has no parent to
 * inherit from); `computed` is the page's getComputedStyle, tests pass their own.
 */
export function createPictureStyleCopier(
  root: Element,
  computed: (element: Element) => CSSStyleDeclaration = (element) => getComputedStyle(element),
) {
  const values = new Map<Element, { style: CSSStyleDeclaration; read: Map<string, string> }>();
  const value = (element: Element, property: string) => {
    let entry = values.get(element);
    if (!entry) {
      entry = { style: computed(element), read: new Map() };
      values.set(element, entry);
    }
    let read = entry.read.get(property);
    if (read === undefined) {
      read = entry.style.getPropertyValue(property);
      entry.read.set(property, read);
    }
    return read;
  };
  const layoutParent = (element: Element) => {
    let parent = element.parentElement;
    while (parent && value(parent, 'display') === 'contents') parent = parent.parentElement;
    return parent;
  };

  return (element: Element, clone: HTMLElement | SVGElement) => {
    const parent = layoutParent(element);
    const properties = pictureProperties({
      tag: element.tagName,
      svg: element instanceof SVGElement,
      display: value(element, 'display'),
      position: value(element, 'position'),
      parentDisplay: parent ? value(parent, 'display') : '',
    });
    const inheriting = inheritsUnchanged(element, root) ? element.parentElement : null;
    for (const property of properties) {
      const decider = SHOWN_ONLY_UNLESS.get(property);
      if (decider && value(element, decider[0]) === decider[1]) continue;
      const own = value(element, property);
      if (inheriting && INHERITED.has(property) && own === value(inheriting, property)) continue;
      clone.style.setProperty(property, pictureValue(property, own));
    }
  };
}
