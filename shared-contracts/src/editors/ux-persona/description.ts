import { MAX_FEATURES_PER_TYPE } from '../../limits.js';
import type { StoringEditor } from '../description.js';

/** UX personas (spec §2 'UX persona editor', §3). */
export const uxPersonaEditor = {
  type: 'uxPersona',
  remote: 'mf_ux_persona',
  route: 'uxpersonas',
  devPort: 5176,
  label: 'UX persona',
  noun: 'UX persona',
  order: 10,
  // Spec §2 'Projects list': the collage shows empathy map, persona, competitor analysis.
  collageOrder: 20,
  listed: true,
  items: {
    keyPrefix: 'UXPERS',
    apiPath: 'ux-personas',
    skField: 'uxPersonaSK',
    maxPerProject: MAX_FEATURES_PER_TYPE,
    thumbnailMaxBytes: 10_000_000,
    projectThumbnailField: 'uxPersonaThumbnailPath',
  },
  viewer: true,
  exportFileName: 'ux_persona_export.jpg',
  words: {
    en: {
      title: 'User Personas',
      text: 'Describe who you design for: goals, frustrations, personality, skills and motivations.',
      item: 'user persona',
      kind: 'User persona',
      slider: 'User Personas',
      createNew: 'Create New',
      empty: 'Items were not found',
    },
    ua: {
      title: 'Портрети користувачів',
      text: 'Опишіть, для кого ви проєктуєте: цілі, розчарування, характер, навички та мотивацію.',
      item: 'портрет користувача',
      kind: 'Портрет користувача',
      slider: 'Портрети користувачів',
      createNew: 'Створити',
      empty: 'Елементів не знайдено',
    },
  },
  illustration: [
    { tone: 'panel', rect: [8, 10, 48, 44, 8] },
    { tone: 'accent', circle: [24, 27, 7] },
    { tone: 'stroke', path: 'M14 46c1.5-6 5.5-9 10-9s8.5 3 10 9' },
    { tone: 'stroke', path: 'M38 22h12M38 29h9M38 36h12M38 43h7' },
  ],
} satisfies StoringEditor;
