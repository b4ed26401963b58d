import { MAX_COMPETITORS, MAX_CRITERIA, MESSAGES } from 'shared-contracts';
import type { ColumnType } from './model/cell-values';

/**
 * This remote's own words, in English (the shell's i18next catalogs are not shared with
 * remotes: a team decision). The spec's wording comes from MESSAGES.
 */
export const STRINGS = {
  typeLabel: 'Competitor Analysis',
  sideTitle: 'Competitor analyses',
  gridLabel: (name: string) => `${name}: competitors by criteria`,

  positionHeader: 'No.',
  competitorHeader: 'Competitor',
  removeHeader: 'Remove',
  empty: '-',
  emptyForScreenReaders: 'empty',
  noData: MESSAGES.noData,
  criteriaNeedCompetitor:
    'Criteria are saved with competitors: add a competitor to keep these criteria.',

  yes: 'Yes',
  no: 'No',
  typeNames: { boolean: 'Yes or No', string: 'Text' } satisfies Record<ColumnType, string>,

  addCriterion: 'Add criterion',
  addCompetitor: 'Add competitor',
  maxCriteria: MESSAGES.maxCriteria,
  maxCompetitors: MESSAGES.maxCompetitors,
  criteriaLimitHint: `Up to ${MAX_CRITERIA} criteria`,
  competitorsLimitHint: `Up to ${MAX_COMPETITORS} competitors`,

  // The column header menu (spec §2): two steps, main and change-type.
  changeType: 'Change Column Type',
  renameColumn: 'Rename Column',
  deleteColumn: 'Delete Column',
  back: '← Back',
  resizeColumn: (column: string) => `Resize column ${column || STRINGS.empty}`,
  resizeHint: 'Drag, or use the arrow keys; double-click resets the width',

  // Inline editing.
  columnNameLabel: 'Column name',
  competitorNameLabel: (position: number) => `Name of competitor ${position}`,
  cellLabel: (column: string, competitor: string) =>
    `${column || STRINGS.empty} for ${competitor || STRINGS.empty}`,
  positionLabel: (competitor: string) => `Position of ${competitor || STRINGS.empty}`,
  positionHint: 'Type a number and press Enter to move this competitor to that position',
  removeRow: (competitor: string, position: number) =>
    `Remove ${competitor || `competitor ${position}`}`,

  // Questions before something the user wrote is thrown away.
  cancel: 'Cancel',
  confirmDeleteColumn: (column: string) => `Delete the column ${column || STRINGS.empty}?`,
  confirmDeleteColumnDetail: 'Its values in every competitor are deleted too.',
  confirmRemoveRow: (competitor: string) => `Remove ${competitor || 'this competitor'}?`,
  confirmRemoveRowDetail: 'Everything written for this competitor is deleted.',
  confirmRetype: (column: string) => `Change ${column || STRINGS.empty} to Yes or No?`,
  confirmRetypeDetail:
    "Text that says 'yes' or 'true' becomes Yes; any other text becomes No and is lost.",
  delete: 'Delete',
  remove: 'Remove',
  change: 'Change type',
} as const;
