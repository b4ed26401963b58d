import { MESSAGES } from 'shared-contracts';

/** Landing page (spec §1, §2 'Landing page'). */
export const landing = {
  headline: 'Create UX stuff easy and completely free',
  intro:
    'User personas, empathy maps, competitor analyses and sitemaps, right in your browser. Try any of them as a guest, or sign in to keep your work together in projects.',
  featuresTitle: 'Start creating',
  plannedTitle: 'Coming next',
  create: 'Create',
  createNamed: 'Create {{name}}',
  creating: 'Creating…',
  comingSoon: 'Coming soon',
  createSoonNamed: 'Create {{name}}: coming soon',
  planned: 'Planned',
  createBlankProject: 'Create Blank Project',
  blankProjectText:
    'A project groups the personas, empathy maps, analyses and sitemaps of one product. Start with an empty one and add to it as you go.',
  supportTitle: 'Like it? Help it grow',
  supportText:
    'UX Stuff is free and has no ads. If it saves you time, you can support its development.',
  support: 'Support the project',
  opensInNewTab: '(opens in a new tab)',
  maxProjects: MESSAGES.maxProjects,
  maxFeatures: MESSAGES.maxFeatures,
  features: {
    uxPersona: {
      item: 'user persona',
      title: 'User Personas',
      text: 'Describe who you design for: goals, frustrations, personality, skills and motivations.',
    },
    empathyMap: {
      item: 'empathy map',
      title: 'Empathy Maps',
      text: 'Capture what your users say, do, think and feel, with their pains and gains.',
    },
    competitorAnalysis: {
      item: 'competitor analysis',
      title: 'Competitor Analysis',
      text: 'Compare competitors side by side on the criteria that matter to your product.',
    },
    sitemap: {
      item: 'sitemap',
      title: 'Sitemaps',
      text: 'Plan the structure of a site and how its pages connect.',
    },
    customerJourney: {
      title: 'Customer Journey Maps',
      text: 'Follow a customer through every step and touchpoint with your product.',
    },
    userFlow: {
      title: 'User Flow Diagrams',
      text: 'Draw the paths users take to reach their goals.',
    },
  },
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
