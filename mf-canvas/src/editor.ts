import type { EditorDescription } from 'shared-contracts';

/**
 * The diagram canvas's description (architecture §4 'Editors are plug-ins'). Scaffolding
 * for the diagram editors, so not offered to users (`listed: false`): reachable only at
 * its route, the test page spec §2 lists, and storing nothing. Its words are written all
 * the same, so a card can be shown the day it is listed. Plain data with a type-only
 * import: this remote's vite.config.ts loads it before any build.
 */
export const editor: EditorDescription = {
  type: 'diagramCanvas',
  remote: 'mf_canvas',
  route: 'testsitemap',
  devPort: 5177,
  label: 'Diagram canvas',
  noun: 'diagram canvas',
  order: 90,
  collageOrder: 90,
  listed: false,
  items: null,
  // It has no export yet; the name a JPEG of it will have.
  exportFileName: 'canvas_export.jpg',
  words: {
    en: {
      title: 'Diagram Canvas',
      text: 'Draw shapes and connect them with arrows on an endless canvas.',
      item: 'diagram',
      slider: 'Diagrams',
      createNew: 'Create New',
      empty: 'Items were not found',
    },
    ua: {
      title: 'Полотно діаграми',
      text: 'Малюйте фігури та з’єднуйте їх стрілками на безмежному полотні.',
      item: 'діаграму',
      slider: 'Діаграми',
      createNew: 'Створити',
      empty: 'Елементів не знайдено',
    },
  },
  illustration: [
    { tone: 'panel', rect: [6, 12, 20, 14, 3] },
    { tone: 'accent', circle: [47, 45, 9] },
    { tone: 'stroke', path: 'M26 19h10c3 0 4 2 4 5v12' },
    { tone: 'stroke', path: 'M37 33l3 4 3-4' },
  ],
};
