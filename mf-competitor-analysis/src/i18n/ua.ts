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
  resizeHint:
    'Перетягніть або скористайтеся клавішами зі стрілками; подвійне клацання відновлює ширину',

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
    'Текст «так», «yes» або «true» стане значенням «Так»; будь-який інший текст стане «Ні» й буде втрачений.',
  delete: 'Видалити',
  remove: 'Вилучити',
  change: 'Змінити тип',

  sample: {
    name: 'Сервіси доставки їжі',
    criteria: {
      deliveryFee: 'Вартість доставки',
      freeDelivery: 'Безкоштовна доставка від 1000 ₴',
      tracking: 'Відстеження замовлення наживо',
      audience: 'Для кого',
    },
    competitors: {
      quickBite: { fee: '89 ₴ фіксовано', audience: 'Студенти й молоді фахівці у великих містах' },
      freshCart: {
        fee: '129 ₴, безкоштовно для учасників програми',
        audience: 'Родини, що закуповуються на тиждень',
      },
      cornerDeli: {
        name: 'Крамниця за рогом',
        audience: 'Постійні клієнти з району, які зараз замовляють телефоном',
      },
    },
  },
};
