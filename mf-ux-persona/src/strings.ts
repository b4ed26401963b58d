import { MAX_UPLOAD_BYTES, MESSAGES } from 'shared-contracts';

/**
 * The persona editor's own words, in English (the team keeps a remote's strings with the
 * remote; the shell's catalogs are not shared). The spec's wording is quoted exactly and
 * the spec's messages come from MESSAGES.
 */
export const STRINGS = {
  typeLabel: 'UX Persona',
  sideTitle: 'User personas',

  photo: {
    alt: (name: string) => `Photo of ${name.trim() || 'the persona'}`,
    none: 'No photo yet',
    choose: 'Choose photo',
    change: 'Change photo',
    dialogTitle: 'Choose photo',
    close: 'Close',
    cancel: 'Cancel',
    upload: 'Upload Image',
    uploadHint: `JPEG, PNG or WebP, at most ${MAX_UPLOAD_BYTES / 1_000_000} MB.`,
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
    genders: [
      { value: 'male', label: 'Male' },
      { value: 'female', label: 'Female' },
      { value: 'other', label: 'Other' },
    ],
    occupation: 'Occupation',
    income: 'Income',
    location: 'Location',
  },

  personality: {
    title: 'Personality',
    sliders: {
      personality_introvert_extrovert: ['Introvert', 'Extrovert'],
      personality_thinking_feeling: ['Thinking', 'Feeling'],
      personality_sensing_intuition: ['Sensing', 'Intuition'],
      personality_judging_perceiving: ['Judging', 'Perceiving'],
    },
    /** Where the thumb sits, for screen readers: '30: Introvert 70%, Extrovert 30%'. */
    valueText: (value: number, start: string, end: string) =>
      `${value}: ${start} ${100 - value}%, ${end} ${value}%`,
  },

  biography: 'Biography',
  goalsFrustrations: 'Goals and frustrations',
  goals: 'Goals',
  goalsPlaceholder: 'Goal 1, Goal 2, Goal 3',
  frustrations: 'Frustrations',
  frustrationsPlaceholder: 'Frustration 1, Frustration 2, Frustration 3',
  /** A text area's count of characters, shown while editing. */
  count: (length: number, max: number) => `${length} / ${max}`,

  traits: {
    skills: {
      title: 'Skills',
      add: 'Add new skill',
      max: MESSAGES.maxSkills,
      one: 'skill',
      placeholder: 'Skill',
    },
    motivations: {
      title: 'Motivations',
      add: 'Add new motivation',
      max: MESSAGES.maxMotivations,
      one: 'motivation',
      placeholder: 'Motivation',
    },
    /** A row's accessible names use its name, or its position while it has none. */
    nameLabel: (one: string, position: number) => `Name of ${one} ${position}`,
    levelLabel: (one: string, name: string, position: number) =>
      name.trim() ? `Level of ${name.trim()}` : `Level of ${one} ${position}`,
    remove: (one: string, name: string, position: number) =>
      `Remove ${one} ${name.trim() || position}`,
    empty: (title: string) => `No ${title.toLowerCase()} yet.`,
  },

  /** The cross on a block (spec §2) and the button a hidden block leaves behind. */
  close: (block: string) => `Close ${block}`,
  show: (block: string) => `Show ${block}`,
} as const;
