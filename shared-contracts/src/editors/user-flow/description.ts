import { MAX_FEATURES_PER_TYPE } from '../../limits.js';
import type { StoringEditor } from '../description.js';

/**
 * User flow diagrams (issue H3): the screens, actions and decisions a user goes through
 * to reach a goal, drawn as nodes and connectors on the diagram toolkit.
 */
export const userFlowEditor = {
  type: 'userFlow',
  remote: 'mf_user_flow',
  route: 'userflow',
  devPort: 5180,
  label: 'User flow',
  noun: 'user flow',
  order: 60,
  collageOrder: 60,
  listed: true,
  viewer: true,
  items: {
    keyPrefix: 'USERFLOW',
    apiPath: 'user-flows',
    skField: 'userFlowSK',
    maxPerProject: MAX_FEATURES_PER_TYPE,
    thumbnailMaxBytes: 10_000_000,
  },
  exportFileName: 'user_flow_export.jpg',
  words: {
    en: {
      title: 'User Flow Diagrams',
      text: 'Draw the paths users take to reach their goals.',
      item: 'user flow',
      kind: 'User flow',
      slider: 'User Flows',
      createNew: 'Create New',
      empty: 'Items were not found',
    },
    ua: {
      title: 'Діаграми користувацьких потоків',
      text: 'Намалюйте шляхи, якими користувачі досягають своїх цілей.',
      item: 'користувацький потік',
      kind: 'Користувацький потік',
      slider: 'Користувацькі потоки',
      createNew: 'Створити',
      empty: 'Елементів не знайдено',
    },
  },
  illustration: [
    { tone: 'accent', rect: [6, 24, 16, 16, 4] },
    { tone: 'panel', path: 'M32 22l10 10-10 10-10-10z' },
    { tone: 'panel', rect: [44, 10, 14, 12, 3] },
    { tone: 'panel', rect: [44, 42, 14, 12, 3] },
    { tone: 'stroke', path: 'M22 32h0M42 32l2-16M42 32l2 16' },
  ],
} satisfies StoringEditor;
