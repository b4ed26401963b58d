/**
 * The persona editor's words in English, the catalogue every other language follows
 * (`Translation<typeof en>` proves a translation complete). The spec's wording is quoted
 * exactly; messages the server shares (limits, refusals) come through the kit's message
 * codes instead. the site's i18n fills `{{name}}`.
 */
export const en = {
  typeLabel: 'UX Persona',
  sideTitle: 'User personas',

  photo: {
    alt: 'Photo of {{name}}',
    altUnnamed: 'Photo of the persona',
    none: 'No photo yet',
    choose: 'Choose photo',
    change: 'Change photo',
    dialogTitle: 'Choose photo',
    close: 'Close',
    cancel: 'Cancel',
    upload: 'Upload Image',
    uploadHint: 'JPEG, PNG or WebP, at most {{megabytes}} MB.',
    reading: 'Reading the image…',
    presetsHeading: 'Or pick one of ours',
    readFailed: 'The image could not be read. Please choose another.',
  },

  description: {
    words: 'Personality words',
    wordsPlaceholder: 'Few words that describe personality',
  },

  demographics: {
    title: 'Demographics',
    age: 'Age',
    ageSuffix: 'y.o.',
    gender: 'Gender',
    genderPlaceholder: 'Select gender',
    genders: { male: 'Male', female: 'Female', other: 'Other' },
    occupation: 'Occupation',
    income: 'Income',
    location: 'Location',
  },

  personality: {
    title: 'Personality',
    sliders: {
      personality_introvert_extrovert: { start: 'Introvert', end: 'Extrovert' },
      personality_thinking_feeling: { start: 'Thinking', end: 'Feeling' },
      personality_sensing_intuition: { start: 'Sensing', end: 'Intuition' },
      personality_judging_perceiving: { start: 'Judging', end: 'Perceiving' },
    },
    /** A slider's name: its two ends. */
    name: '{{start}} – {{end}}',
    /** Where the thumb sits, for screen readers: '30: Introvert 70%, Extrovert 30%'. */
    valueText: '{{value}}: {{start}} {{startShare}}%, {{end}} {{value}}%',
  },

  biography: 'Biography',
  goalsFrustrations: 'Goals and frustrations',
  goals: 'Goals',
  goalsPlaceholder: 'Goal 1, Goal 2, Goal 3',
  frustrations: 'Frustrations',
  frustrationsPlaceholder: 'Frustration 1, Frustration 2, Frustration 3',

  /**
   * Skills and motivations. Each list has whole sentences of its own rather than one
   * sentence with the list's noun put in: other languages inflect that noun.
   * A row's accessible names use its name, or its position while it has none.
   */
  traits: {
    skills: {
      title: 'Skills',
      add: 'Add new skill',
      placeholder: 'Skill',
      empty: 'No skills yet.',
      nameLabel: 'Name of skill {{position}}',
      levelLabel: 'Level of {{name}}',
      levelLabelUnnamed: 'Level of skill {{position}}',
      remove: 'Remove skill {{name}}',
      removeUnnamed: 'Remove skill {{position}}',
    },
    motivations: {
      title: 'Motivations',
      add: 'Add new motivation',
      placeholder: 'Motivation',
      empty: 'No motivations yet.',
      nameLabel: 'Name of motivation {{position}}',
      levelLabel: 'Level of {{name}}',
      levelLabelUnnamed: 'Level of motivation {{position}}',
      remove: 'Remove motivation {{name}}',
      removeUnnamed: 'Remove motivation {{position}}',
    },
  },

  /** The cross on a block (spec §2) and the button a hidden block leaves behind. */
  close: 'Close {{block}}',
  show: 'Show {{block}}',

  /** The guest's sample persona: the spec's default names (§3), as shared-contracts has them. */
  sample: {
    name: 'Persona name',
    skills: { techLevel: 'Tech level', creativity: 'Creativity' },
    motivations: { price: 'Price', comfort: 'Comfort', convenience: 'Convenience', speed: 'Speed' },
  },
};
