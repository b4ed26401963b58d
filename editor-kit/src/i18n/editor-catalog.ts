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
