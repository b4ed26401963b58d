import { MESSAGES } from 'shared-contracts';

/** Landing page (spec §1, §2 'Landing page'). */
export const landing = {
  headline: 'Create UX stuff easy and completely free',
  intro:
    'The artefacts of UX work, right in your browser. Try any of them as a guest, or sign in to keep your work together in projects.',
  featuresTitle: 'Start creating',
  plannedTitle: 'Coming next',
  create: 'Create',
  createNamed: 'Create {{name}}',
  creating: 'Creating…',
  comingSoon: 'Coming soon',
  createSoonNamed: 'Create {{name}}: coming soon',
  createUnavailableNamed: 'Create {{name}}: not available right now',
  planned: 'Planned',
  createBlankProject: 'Create Blank Project',
  blankProjectText:
    'A project groups the artefacts of one product. Start with an empty one and add to it as you go.',
  supportTitle: 'Like it? Help it grow',
  supportText:
    'UX Stuff is free and has no ads. If it saves you time, you can support its development.',
  support: 'Support the project',
  opensInNewTab: '(opens in a new tab)',
  maxProjects: MESSAGES.maxProjects,
  maxFeatures: MESSAGES.maxFeatures,
  chooseProject: {
    title: 'Choose project',
    intro: 'Pick the project to add the new {{item}} to.',
    loading: 'Loading your projects…',
    empty: "You don't have any projects yet. Create one and we'll add it there.",
    loadError: 'Your projects could not be loaded.',
    retry: 'Try again',
    createNew: 'Create new project',
    lastChange: 'Last change {{date}}',
    createError: 'The item could not be created. Please try again.',
  },
};
