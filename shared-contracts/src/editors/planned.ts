import type { PlannedEditor } from './description.js';

/**
 * The artefacts the landing page shows as coming (spec §1), until a remote of the same
 * type is released: the server offers each one whose type no editor has yet.
 */
export const PLANNED_EDITORS: readonly PlannedEditor[] = [
  {
    type: 'journeyMap',
    remote: 'mf_journey_map',
    order: 50,
    words: {
      en: {
        title: 'Customer Journey Maps',
        text: 'Follow a customer through every step and touchpoint with your product.',
      },
      ua: {
        title: 'Карти шляху клієнта',
        text: 'Пройдіть із клієнтом кожен крок і кожну точку контакту з продуктом.',
      },
    },
    illustration: [
      { tone: 'stroke', path: 'M8 46c10 0 10-24 20-24s8 20 18 20 8-22 10-26' },
      { tone: 'accent', circle: [8, 46, 4] },
      { tone: 'panel', circle: [28, 22, 4] },
      { tone: 'panel', circle: [46, 42, 4] },
      { tone: 'accent', circle: [56, 16, 4] },
    ],
  },
  {
    type: 'userFlow',
    remote: 'mf_user_flow',
    order: 60,
    words: {
      en: {
        title: 'User Flow Diagrams',
        text: 'Draw the paths users take to reach their goals.',
      },
      ua: {
        title: 'Діаграми користувацьких потоків',
        text: 'Намалюйте шляхи, якими користувачі досягають своїх цілей.',
      },
    },
    illustration: [
      { tone: 'accent', rect: [6, 24, 16, 16, 4] },
      { tone: 'panel', path: 'M32 22l10 10-10 10-10-10z' },
      { tone: 'panel', rect: [44, 10, 14, 12, 3] },
      { tone: 'panel', rect: [44, 42, 14, 12, 3] },
      { tone: 'stroke', path: 'M22 32h0M42 32l2-16M42 32l2 16' },
    ],
  },
];
