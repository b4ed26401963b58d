/**
 * The empathy map editor's words in English, the catalogue every other language follows
 * (`Translation<typeof en>` proves a translation complete). Messages the server shares
 * come through the kit's message codes instead. the site's i18n fills `{{name}}`.
 */
export const en = {
  typeLabel: 'Empathy Map',
  sideTitle: 'Empathy maps',

  /** Each box's heading and the hint it shows while empty (one per `MapField`). */
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
  },
  characterCount: '{{length}} / {{max}}',
  limitReached: 'Limit of {{max}} characters reached',

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
    pick: 'Choose persona {{name}}',
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

  release: 'Release {{label}}',
  /** The guest's map's name: the spec's default, as shared-contracts has it. */
  sampleName: 'Empathy map',
};
