import { MAX_FEATURES_PER_TYPE } from '../../limits.js';
import type { StoringEditor } from '../description.js';

/** Empathy maps (spec §2 'Empathy map editor', §3). */
export const empathyMapEditor = {
  type: 'empathyMap',
  remote: 'mf_empathy_map',
  route: 'empathymap',
  devPort: 5174,
  label: 'Empathy map',
  noun: 'empathy map',
  order: 20,
  collageOrder: 10,
  listed: true,
  items: {
    keyPrefix: 'EMPMAP',
    apiPath: 'empathy-maps',
    skField: 'empathyMapSK',
    maxPerProject: MAX_FEATURES_PER_TYPE,
    thumbnailMaxBytes: 10_000_000,
    projectThumbnailField: 'empathyMapThumbnailPath',
  },
  viewer: true,
  exportFileName: 'empathy_map_export.jpg',
  words: {
    en: {
      title: 'Empathy Maps',
      text: 'Capture what your users say, do, think and feel, with their pains and gains.',
      item: 'empathy map',
      kind: 'Empathy map',
      slider: 'Empathy Maps',
      createNew: 'Create New',
      empty: 'Items were not found',
    },
    ua: {
      title: 'Карти емпатії',
      text: 'Зафіксуйте, що ваші користувачі кажуть, роблять, думають і відчувають, їхні болі та здобутки.',
      item: 'карту емпатії',
      kind: 'Карта емпатії',
      slider: 'Карти емпатії',
      createNew: 'Створити',
      empty: 'Елементів не знайдено',
    },
  },
  illustration: [
    { tone: 'panel', rect: [8, 8, 48, 48, 8] },
    { tone: 'stroke', path: 'M32 10v44M10 32h44' },
    { tone: 'accent', circle: [32, 32, 8] },
    { tone: 'stroke', path: 'M16 18h8M40 18h8M16 46h8M40 46h8' },
  ],
} satisfies StoringEditor;
