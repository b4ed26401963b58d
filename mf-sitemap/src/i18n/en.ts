/**
 * The sitemap editor's words in English, the catalogue every other language follows
 * (`Translation<typeof en>` proves a translation complete). the site's i18n fills `{{name}}`;
 * `_one` / `_other` are plural forms.
 */
export const en = {
  typeLabel: 'Sitemap',
  sideTitle: 'Sitemaps',
  untitled: 'Untitled page',

  types: {
    page: 'Page',
    section: 'Section',
    external: 'External link',
    modal: 'Modal',
  },

  sample: {
    name: 'Online shop sitemap',
    home: 'Home',
    about: 'About',
    products: 'Products',
    productA: 'Product A',
    productB: 'Product B',
    blog: 'Blog',
    post: 'Post',
    contact: 'Contact',
    contactForm: 'Contact form',
    help: 'Help centre',
  },

  toolbar: {
    label: 'Sitemap tools',
    addChild: 'Add child page',
    addSibling: 'Add sibling page',
    remove: 'Delete page',
    fold: 'Fold branch',
    unfold: 'Unfold branch',
    outlineText: 'Outline as text',
  },

  outline: {
    title: 'Outline',
    label: 'Sitemap outline',
    help: 'Arrow keys move between pages; Right and Left unfold and fold. Enter adds a page after this one, F2 renames, Tab and Shift+Tab indent and outdent, Alt+Up and Alt+Down reorder, Delete removes. Press Escape, then Tab, to leave the outline. Paste indented text to add pages.',
    titleInput: 'Page title',
  },

  diagram: {
    label: 'Sitemap diagram',
    help: 'Arrow keys select pages. Enter adds a page beside the selected one, Ctrl+Enter a page under it, Delete removes it, Space folds or unfolds, F2 edits its title, M moves it (choose the new parent with the arrow keys, then Enter). Plus and minus zoom, 0 fits the diagram, Shift with the arrow keys pans.',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    fit: 'Fit to view',
    zoomLevel: '{{percent}} %',
    hidden_one: '+{{count}} page',
    hidden_other: '+{{count}} pages',
    addChildHere: 'Add a page under {{title}}',
    addSiblingHere: 'Add a page beside {{title}}',
    foldHere: 'Fold {{title}}',
    unfoldHere: 'Unfold {{title}}',
  },

  details: {
    title: 'Page details',
    pageTitle: 'Title',
    path: 'URL path',
    pathHint: 'For example /about, or a whole address for an external link',
    type: 'Type',
    note: 'Note',
    place: 'Level {{level}} of {{max}}',
    below_one: '{{count}} page below',
    below_other: '{{count}} pages below',
  },

  outlineDialog: {
    title: 'Outline as text',
    intro:
      'Type or paste pages to add: one page a line, indented by two spaces or a tab per level. An optional tag at the end gives the type and the URL path: Products [section /products].',
    text: 'Pages to add',
    placeholder: 'Products [section /products]\n  Product A\n  Product B',
    current: 'The sitemap as text',
    copy: 'Copy',
    copied: 'Outline copied',
    copyFailed: 'The outline could not be copied: select the text and copy it.',
    addUnder: 'Add under “{{title}}”',
    replace: 'Replace the sitemap',
    replaceTitle: 'Replace the whole sitemap?',
    replaceMessage_one:
      'Its {{count}} page gives way to the pages in the box. Undo brings it back.',
    replaceMessage_other:
      'Its {{count}} pages give way to the pages in the box. Undo brings them back.',
    replaceCancel: 'Cancel',
    cancel: 'Close',
  },

  /** Spoken (a polite live region) and shown in the status line. */
  say: {
    selected: '{{title}}, {{type}}, level {{level}}',
    selectedFolded_one: '{{title}}, {{type}}, level {{level}}, folded with {{count}} page',
    selectedFolded_other: '{{title}}, {{type}}, level {{level}}, folded with {{count}} pages',
    added: 'Added a page under {{parent}}',
    removed_one: 'Deleted {{title}} and {{count}} page under it. Undo brings it back.',
    removed_other: 'Deleted {{title}} and {{count}} pages under it. Undo brings them back.',
    removedOne: 'Deleted {{title}}. Undo brings it back.',
    moved: 'Moved {{title}} under {{parent}}',
    indented: '{{title}} is now under {{parent}}',
    outdented: '{{title}} is now beside {{parent}}',
    reordered: '{{title}} is now {{position}} of {{count}}',
    folded: 'Folded {{title}}',
    unfolded: 'Unfolded {{title}}',
    imported_one: 'Added {{count}} page from the outline',
    imported_other: 'Added {{count}} pages from the outline',
    replaced_one: 'The sitemap is now the outline: {{count}} page',
    replaced_other: 'The sitemap is now the outline: {{count}} pages',
    moving:
      'Moving {{title}}: choose the new parent with the arrow keys and press Enter, or Escape to cancel.',
    moveCancelled: 'Move cancelled',
    dropOn: 'Drop on {{title}}',
  },

  /** Why an edit was refused: shown in the status line and spoken. */
  problems: {
    tooManyPages: 'A sitemap can have at most {{max}} pages',
    tooDeep: 'A sitemap can be at most {{max}} levels deep',
    rootHasNoSiblings: 'The home page is the only page at the top: add pages under it',
    rootStays: 'The home page stays at the top: it cannot be moved or deleted',
    intoOwnBranch: 'A page cannot move under itself or a page below it',
    nothingToIndentUnder: 'The first page of a level has no page above it to go under',
    alreadyTopLevel: 'This page is already right under the home page',
    alreadyFirst: 'This page is already the first of its level',
    alreadyLast: 'This page is already the last of its level',
    notFound: 'That page is no longer in the sitemap',
    emptyOutline: 'The text has no pages: write one page a line',
    titleTooLong: 'Line {{line}}: page names must be at most {{max}} characters',
    pathTooLong: 'Line {{line}}: paths must be at most {{max}} characters',
    importTooManyPages:
      'The outline has {{count}} pages and the sitemap {{existing}}: together more than {{max}}',
    importTooDeep:
      'Under a page at level {{level}} the outline would go deeper than {{max}} levels',
    replaceNeedsOneRoot:
      'To replace the sitemap, the outline needs one page at the top (it has {{count}})',
  },
};
