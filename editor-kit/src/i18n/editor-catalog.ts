import { defineCatalog } from './catalog';

/**
 * The 'editor' namespace: the words of the kit's own parts (the frame every editor
 * shares, its dialogs, the draft offer, the preset photo gallery). What the spec words
 * as a message (save, load, delete errors…) is in the 'messages' catalogue instead.
 */
const english = {
  name: 'Name',
  save: 'Save',
  saving: 'Saving...',
  export: 'Export in JPEG',
  // Undo and redo (issue G4); the spec has no such buttons, so the words are ours.
  undo: 'Undo',
  redo: 'Redo',
  undoTitle: 'Undo (Ctrl+Z)',
  redoTitle: 'Redo (Ctrl+Shift+Z)',
  // The formats besides the spec's JPEG (issue G4), in the menu beside its button.
  exportMore: 'More export formats',
  exportPng: 'Export in PNG',
  exportPdf: 'Export in PDF',
  // Read out politely while an export works and when its file has been handed over.
  exporting: 'Exporting…',
  exported: 'Export finished',
  delete: 'Delete',
  unsaved: 'Unsaved*',
  deleteTitle: 'Delete',
  cancel: 'Cancel',
  add: 'Create new',
  loading: 'Loading…',
  leaveTitle: 'Leave without saving?',
  // Asked only when the changes could not be kept on this device (see LeaveGuard).
  leaveMessage: 'Your changes have not been saved and could not be kept on this device.',
  leave: 'Leave',
  stay: 'Stay',
  retry: 'Try again',
  projects: 'Your projects',
  // A save that found no connection (issue H6): said until the work is saved, not as a
  // 3-second error.
  offline:
    'The connection is lost. Your changes are kept on this device and will be saved when the connection returns.',
  // Ctrl/Cmd+S for a guest, who has nothing to save to (issue H6).
  guestSave:
    'Sign up or log in to save your work. Until then it is kept on this device, and you can export it.',
  // A guest's work once signed in (issue H6): kept by saving it into a project.
  keepWork: {
    notice: 'You are signed in: keep this work by saving it in one of your projects.',
    save: 'Save to a project',
    title: 'Choose project',
    intro: 'Pick the project to save this {{what}} in.',
    loading: 'Loading your projects…',
    empty: "You don't have any projects yet. Create one and we'll save it there.",
    loadError: 'Your projects could not be loaded.',
    createNew: 'Create new project',
    lastChange: 'Last change {{date}}',
    saving: 'Saving…',
    close: 'Close',
  },
  // The concurrent-edit rule: the spec shows no such case, so these words are ours.
  conflict: {
    title: 'Changed in another tab',
    help: 'Load the saved version to see it (your changes here will be discarded), or overwrite it with yours.',
    reload: 'Load saved version',
    overwrite: 'Overwrite',
    keepEditing: 'Keep editing',
  },
  // The offer of a stored draft (issue 16's 'Restore unsaved changes' / 'Discard').
  draft: {
    title: 'Unsaved changes',
    message: 'This {{what}} has changes that were not saved, kept on this device ({{when}}).',
    outdated:
      'These changes were made to an older version; someone has saved it since. If you restore them, Save will ask before they replace the newer version.',
    help: 'Discard deletes them from this device.',
    restore: 'Restore unsaved changes',
    discard: 'Discard',
  },
  photos: {
    gallery: 'Preset photos',
    photo: 'Preset photo {{number}}',
    loading: 'Loading photos…',
    failed: 'The preset photos could not be loaded.',
    retry: 'Try again',
    missing: 'No preset photos are available.',
  },
};

export type EditorWords = typeof english;

export const editorCatalog = defineCatalog('editor', english, {
  ua: () => import('./ua/editor').then((module) => module.editor),
});
