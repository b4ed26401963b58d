import type { Translation } from 'editor-kit';
import type { en } from './en';

/** The competitor analysis editor in Ukrainian; its type proves every key is translated. */
export const ua: Translation<typeof en> = {
  typeLabel: 'Аналіз конкурентів',
  sideTitle: 'Аналізи конкурентів',
  gridLabel: '{{name}}: конкуренти за критеріями',

  positionHeader: '№',
  competitorHeader: 'Конкурент',
  removeHeader: 'Вилучити',
  empty: '-',
  emptyForScreenReaders: 'порожньо',
  criteriaNeedCompetitor:
    'Критерії зберігаються разом із конкурентами: додайте конкурента, щоб ці критерії збереглися.',

  yes: 'Так',
  no: 'Ні',
  typeNames: { boolean: 'Так або Ні', string: 'Текст' },

  addCriterion: 'Додати критерій',
  addCompetitor: 'Додати конкурента',
  newCompetitorPrefix: 'Конкурент',
  newCriterionPrefix: 'Критерій',

  changeType: 'Змінити тип стовпця',
  renameColumn: 'Перейменувати стовпець',
  deleteColumn: 'Видалити стовпець',
  back: '← Назад',
  resizeColumn: 'Змінити ширину стовпця {{column}}',
  resizeHint: 'Перетягніть або скористайтеся клавішами зі стрілками; подвійне клацання відновлює ширину',

  columnNameLabel: 'Назва стовпця',
  competitorNameLabel: 'Назва конкурента {{position}}',
  cellLabel: '{{column}} для {{competitor}}',
  positionLabel: 'Позиція: {{competitor}}',
  positionHint: 'Введіть число й натисніть Enter, щоб перемістити цього конкурента на цю позицію',
  removeRow: 'Вилучити {{competitor}}',
  removeRowUnnamed: 'Вилучити конкурента {{position}}',

  cancel: 'Скасувати',
  confirmDeleteColumn: 'Видалити стовпець {{column}}?',
  confirmDeleteColumnDetail: 'Його значення в усіх конкурентів теж буде видалено.',
  confirmRemoveRow: 'Вилучити {{competitor}}?',
  confirmRemoveRowUnnamed: 'Вилучити цього конкурента?',
  confirmRemoveRowDetail: 'Усе, що написано для цього конкурента, буде видалено.',
  confirmRetype: 'Змінити тип стовпця {{column}} на «Так або Ні»?',
  confirmRetypeDetail:
    'Текст «yes» або «true» стане значенням «Так»; будь-який інший текст стане «Ні» й буде втрачений.',
  delete: 'Видалити',
  remove: 'Вилучити',
  change: 'Змінити тип',
};
