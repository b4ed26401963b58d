import { analysisText } from '../i18n';

/** A question before something the user wrote is thrown away (the table's ConfirmDialog). */
export interface Question {
  title: string;
  detail: string;
  confirmLabel: string;
}

const { t } = analysisText;
/** A column or competitor without a name is read as '-', as the table shows it. */
const shown = (name: string) => name || t('empty');

/** Asked when the user acts, so in the language shown at that moment. */
export const questions = {
  removeRow: (competitor: string): Question => ({
    title: competitor ? t('confirmRemoveRow', { competitor }) : t('confirmRemoveRowUnnamed'),
    detail: t('confirmRemoveRowDetail'),
    confirmLabel: t('remove'),
  }),
  retype: (column: string): Question => ({
    title: t('confirmRetype', { column: shown(column) }),
    detail: t('confirmRetypeDetail'),
    confirmLabel: t('change'),
  }),
  deleteColumn: (column: string): Question => ({
    title: t('confirmDeleteColumn', { column: shown(column) }),
    detail: t('confirmDeleteColumnDetail'),
    confirmLabel: t('delete'),
  }),
};
