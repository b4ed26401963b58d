import type { MapField } from './model/empathy-map';

/**
 * This remote's own words, in English (the shell's i18next catalogs are not shared with
 * remotes: team decision). The spec's wording comes from MESSAGES in shared-contracts.
 */
export const STRINGS = {
  typeLabel: 'Empathy Map',
  sideTitle: 'Empathy maps',

  fields: {
    says: {
      label: 'Says',
      hint: 'What does the persona say out loud? Quotes from interviews: "I just want it to work."',
    },
    thinks: {
      label: 'Thinks',
      hint: 'What goes through their mind but may stay unsaid? Beliefs, worries, hopes.',
    },
    does: {
      label: 'Does',
      hint: 'What do they do? Actions and habits you observed, workarounds they use.',
    },
    feels: {
      label: 'Feels',
      hint: 'How do they feel? What makes them anxious, frustrated or excited?',
    },
    pains: {
      label: 'Pains',
      hint: 'Fears, frustrations and obstacles in their way.',
    },
    gains: {
      label: 'Gains',
      hint: 'What they want and need; how they would measure success.',
    },
  } satisfies Record<MapField, { label: string; hint: string }>,
  characterCount: (length: number, max: number) => `${length} / ${max}`,
  limitReached: (max: number) => `Limit of ${max} characters reached`,

  persona: {
    choose: 'Choose Persona',
    none: 'No persona chosen',
    loading: 'Loading personas…',
    loadError: 'The persona could not be loaded.',
    localPhotoAlt: 'Persona image',
  },

  picker: {
    title: 'Choose Persona',
    close: 'Close',
    createNew: 'Create New Persona',
    createTitle: 'Create New Persona',
    photoTitle: 'Choose photo',
    guestTitle: 'Choose Persona',
    guestIntro:
      'Choose an image for this map. It stays on this page and is not saved; sign in to keep personas in your projects.',
    listIntro: "Pick one of this project's personas, or create a new one.",
    listLabel: 'Personas of this project',
    pick: (name: string) => `Choose persona ${name}`,
    empty: 'This project has no personas yet.',
    loading: 'Loading personas…',
    loadError: 'The personas could not be loaded.',
    retry: 'Try again',
    remove: 'Remove persona from map',
    removeImage: 'Remove image',
    nameLabel: 'Enter persona name',
    choosePhoto: 'Choose photo',
    photoPreviewAlt: 'Chosen photo',
    noPhoto: 'No photo yet',
    upload: 'Upload Image',
    uploadHint: 'JPEG, PNG or WebP, up to 10 MB.',
    readingPhoto: 'Reading the image…',
    create: 'Create',
    creating: 'Creating…',
    back: 'Back',
  },

  release: (label: string) => `Release ${label}`,
} as const;
