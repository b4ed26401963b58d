/**
 * The competitor analysis editor's words in English, the catalogue every other language
 * follows (`Translation<typeof en>` proves a translation complete). Messages the server
 * shares (the limits of 30) come through the kit's message codes instead. Where a name
 * may be empty, the sentence without it is a key of its own, since other languages
 * build that sentence differently. the site's i18n fills `{{name}}`.
 */
export const en = {
  typeLabel: 'Competitor Analysis',
  sideTitle: 'Competitor analyses',
  gridLabel: '{{name}}: competitors by criteria',

  positionHeader: 'No.',
  competitorHeader: 'Competitor',
  removeHeader: 'Remove',
  empty: '-',
  emptyForScreenReaders: 'empty',
  criteriaNeedCompetitor:
    'Criteria are saved with competitors: add a competitor to keep these criteria.',

  yes: 'Yes',
  no: 'No',
  typeNames: { boolean: 'Yes or No', string: 'Text' },

  addCriterion: 'Add criterion',
  addCompetitor: 'Add competitor',
  /** New rows and columns are named this and a number: 'Competitor 3', 'Criteria 4' (spec §3). */
  newCompetitorPrefix: 'Competitor',
  newCriterionPrefix: 'Criteria',

  // The column header menu (spec §2): two steps, main and change-type.
  changeType: 'Change Column Type',
  renameColumn: 'Rename Column',
  deleteColumn: 'Delete Column',
  back: '← Back',
  resizeColumn: 'Resize column {{column}}',
  resizeHint: 'Drag, or use the arrow keys; double-click resets the width',

  // Inline editing. `{{column}}` and `{{competitor}}` are '-' when empty.
  columnNameLabel: 'Column name',
  competitorNameLabel: 'Name of competitor {{position}}',
  cellLabel: '{{column}} for {{competitor}}',
  positionLabel: 'Position of {{competitor}}',
  positionHint: 'Type a number and press Enter to move this competitor to that position',
  removeRow: 'Remove {{competitor}}',
  removeRowUnnamed: 'Remove competitor {{position}}',

  // Questions before something the user wrote is thrown away.
  cancel: 'Cancel',
  confirmDeleteColumn: 'Delete the column {{column}}?',
  confirmDeleteColumnDetail: 'Its values in every competitor are deleted too.',
  confirmRemoveRow: 'Remove {{competitor}}?',
  confirmRemoveRowUnnamed: 'Remove this competitor?',
  confirmRemoveRowDetail: 'Everything written for this competitor is deleted.',
  confirmRetype: 'Change {{column}} to Yes or No?',
  confirmRetypeDetail:
    "Text that says 'yes' or 'true' becomes Yes; any other text becomes No and is lost.",
  delete: 'Delete',
  remove: 'Remove',
  change: 'Change type',

  /** The guest's sample table (model/sample.ts); QuickBite and FreshCart are brand names. */
  sample: {
    name: 'Food delivery apps',
    criteria: {
      deliveryFee: 'Delivery fee',
      freeDelivery: 'Free delivery over €25',
      tracking: 'Live order tracking',
      audience: 'Who it is for',
    },
    competitors: {
      quickBite: { fee: '€2.49 flat', audience: 'Students and young professionals in big cities' },
      freshCart: { fee: '€3.99, free for members', audience: 'Families doing a weekly shop' },
      cornerDeli: {
        name: 'Corner Deli Direct',
        audience: 'Neighbourhood regulars who order by phone today',
      },
    },
  },
};
