import { MAX_FEATURES_PER_TYPE } from '../../limits.js';
import type { StoringEditor } from '../description.js';

/**
 * Customer journey maps (issue H4): one persona's way through stages, lane by lane
 * (actions, touchpoints, thoughts, emotions as a curve, pain points, opportunities).
 */
export const journeyMapEditor = {
  type: 'journeyMap',
  remote: 'mf_journey_map',
  route: 'journeymap',
  devPort: 5179,
  label: 'Journey map',
  noun: 'journey map',
  order: 50,
  collageOrder: 50,
  listed: true,
  viewer: true,
  items: {
    keyPrefix: 'JOURNEY',
    apiPath: 'journey-maps',
    skField: 'journeyMapSK',
    maxPerProject: MAX_FEATURES_PER_TYPE,
    thumbnailMaxBytes: 10_000_000,
  },
  exportFileName: 'journey_map_export.jpg',
  words: {
    en: {
      title: 'Customer Journey Maps',
      text: 'Follow a customer through every step and touchpoint with your product.',
      item: 'customer journey map',
      kind: 'Customer journey map',
      slider: 'Customer Journey Maps',
      createNew: 'Create New',
      empty: 'Items were not found',
    },
    ua: {
      title: 'Карти шляху клієнта',
      text: 'Пройдіть із клієнтом кожен крок і кожну точку контакту з продуктом.',
      item: 'карту шляху клієнта',
      kind: 'Карта шляху клієнта',
      slider: 'Карти шляху клієнта',
      createNew: 'Створити',
      empty: 'Елементів не знайдено',
    },
  },
  illustration: [
    { tone: 'stroke', path: 'M8 46c10 0 10-24 20-24s8 20 18 20 8-22 10-26' },
    { tone: 'accent', circle: [8, 46, 4] },
    { tone: 'panel', circle: [28, 22, 4] },
    { tone: 'panel', circle: [46, 42, 4] },
    { tone: 'accent', circle: [56, 16, 4] },
  ],
} satisfies StoringEditor;
