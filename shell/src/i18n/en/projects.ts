import { MESSAGES } from 'shared-contracts';

/** Projects list (spec §2 'Projects list', §8, §9). */
export const projects = {
  title: 'Your projects',
  search: 'Search projects',
  searchPlaceholder: 'Search by name',
  createNew: 'Create new project',
  maxProjects: MESSAGES.maxProjects,
  count: '{{shown}} of {{total}} projects',
  columns: {
    name: 'Name',
    lastChange: 'Last change',
    actions: 'Actions',
  },
  loading: 'Loading your projects…',
  loadError: 'Your projects could not be loaded.',
  retry: 'Try again',
  empty: MESSAGES.emptyListAlt,
  emptyText: 'Projects keep the artefacts of one product together.',
  createFirst: 'Create your first project',
  noMatches: 'No projects match “{{query}}”.',
  clearSearch: 'Clear search',
  open: 'Open project {{name}}',
  edit: 'Edit project {{name}}',
  delete: 'Delete project {{name}}',
  editDialog: {
    title: 'Edit project',
    cancel: 'Cancel',
    save: 'Save',
  },
  deleteDialog: {
    message: MESSAGES.deleteProjectConfirm,
    cancel: 'Cancel',
    confirm: 'Delete',
  },
  saved: MESSAGES.projectSaved,
  saveError: MESSAGES.projectSaveError,
  cannotSave: MESSAGES.cannotSaveProject,
  deleteError: 'The project could not be deleted. It is back in the list.',
};
