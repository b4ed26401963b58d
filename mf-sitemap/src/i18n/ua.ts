import type { Translation } from 'editor-kit';
import type { en } from './en';

/** The sitemap editor in Ukrainian; its type proves every key is translated. */
export const ua: Translation<typeof en> = {
  typeLabel: 'Карта сайту',
  sideTitle: 'Карти сайту',
  untitled: 'Сторінка без назви',

  types: {
    page: 'Сторінка',
    section: 'Розділ',
    external: 'Зовнішнє посилання',
    modal: 'Модальне вікно',
  },

  sample: {
    name: 'Карта сайту інтернет-магазину',
    home: 'Головна',
    about: 'Про нас',
    products: 'Товари',
    productA: 'Товар А',
    productB: 'Товар Б',
    blog: 'Блог',
    post: 'Допис',
    contact: 'Контакти',
    contactForm: 'Форма зворотного зв’язку',
    help: 'Довідковий центр',
  },

  toolbar: {
    label: 'Інструменти карти сайту',
    addChild: 'Додати дочірню сторінку',
    addSibling: 'Додати сусідню сторінку',
    remove: 'Видалити сторінку',
    fold: 'Згорнути гілку',
    unfold: 'Розгорнути гілку',
    outlineText: 'Структура як текст',
  },

  outline: {
    title: 'Структура',
    label: 'Структура карти сайту',
    help: 'Стрілки переходять між сторінками; стрілки вправо й вліво розгортають і згортають. Enter додає сторінку після цієї, F2 перейменовує, Tab і Shift+Tab збільшують і зменшують відступ, Alt+стрілка вгору чи вниз змінюють порядок, Delete видаляє. Щоб вийти зі структури, натисніть Escape, потім Tab. Вставте текст із відступами, щоб додати сторінки.',
    titleInput: 'Назва сторінки',
  },

  diagram: {
    label: 'Діаграма карти сайту',
    help: 'Стрілки вибирають сторінки. Enter додає сторінку поруч із вибраною, Ctrl+Enter — під нею, Delete видаляє її, пробіл згортає чи розгортає, F2 змінює назву, M переносить її (виберіть нового батька стрілками, потім Enter). Плюс і мінус масштабують, 0 вміщує діаграму, Shift зі стрілками зсуває її.',
    zoomIn: 'Збільшити',
    zoomOut: 'Зменшити',
    fit: 'Умістити',
    zoomLevel: '{{percent}} %',
    hidden_one: '+{{count}} сторінка',
    hidden_few: '+{{count}} сторінки',
    hidden_many: '+{{count}} сторінок',
    hidden_other: '+{{count}} сторінки',
    addChildHere: 'Додати сторінку під «{{title}}»',
    addSiblingHere: 'Додати сторінку поруч із «{{title}}»',
    foldHere: 'Згорнути «{{title}}»',
    unfoldHere: 'Розгорнути «{{title}}»',
  },

  details: {
    title: 'Відомості про сторінку',
    pageTitle: 'Назва',
    path: 'Шлях URL',
    pathHint: 'Наприклад, /about або повна адреса для зовнішнього посилання',
    type: 'Тип',
    note: 'Примітка',
    place: 'Рівень {{level}} з {{max}}',
    below_one: 'Під нею {{count}} сторінка',
    below_few: 'Під нею {{count}} сторінки',
    below_many: 'Під нею {{count}} сторінок',
    below_other: 'Під нею {{count}} сторінки',
  },

  outlineDialog: {
    title: 'Структура як текст',
    intro:
      'Введіть або вставте сторінки, щоб додати їх: одна сторінка в рядку, з відступом у два пробіли або табуляцію на рівень. Необов’язкова позначка в кінці задає тип і шлях URL: Товари [section /products].',
    text: 'Сторінки, які додати',
    placeholder: 'Товари [section /products]\n  Товар А\n  Товар Б',
    current: 'Карта сайту як текст',
    copy: 'Копіювати',
    copied: 'Структуру скопійовано',
    copyFailed: 'Не вдалося скопіювати структуру: виділіть текст і скопіюйте його.',
    addUnder: 'Додати під «{{title}}»',
    replace: 'Замінити карту сайту',
    replaceTitle: 'Замінити всю карту сайту?',
    replaceMessage_one:
      'Її {{count}} сторінка поступиться сторінкам із поля. Скасування поверне її.',
    replaceMessage_few:
      'Її {{count}} сторінки поступляться сторінкам із поля. Скасування поверне їх.',
    replaceMessage_many:
      'Її {{count}} сторінок поступляться сторінкам із поля. Скасування поверне їх.',
    replaceMessage_other:
      'Її {{count}} сторінки поступляться сторінкам із поля. Скасування поверне їх.',
    replaceCancel: 'Скасувати',
    cancel: 'Закрити',
  },

  say: {
    selected: '{{title}}, {{type}}, рівень {{level}}',
    selectedFolded_one: '{{title}}, {{type}}, рівень {{level}}, згорнуто {{count}} сторінку',
    selectedFolded_few: '{{title}}, {{type}}, рівень {{level}}, згорнуто {{count}} сторінки',
    selectedFolded_many: '{{title}}, {{type}}, рівень {{level}}, згорнуто {{count}} сторінок',
    selectedFolded_other: '{{title}}, {{type}}, рівень {{level}}, згорнуто {{count}} сторінки',
    added: 'Додано сторінку під «{{parent}}»',
    removed_one: 'Видалено «{{title}}» і {{count}} сторінку під нею. Скасування поверне їх.',
    removed_few: 'Видалено «{{title}}» і {{count}} сторінки під нею. Скасування поверне їх.',
    removed_many: 'Видалено «{{title}}» і {{count}} сторінок під нею. Скасування поверне їх.',
    removed_other: 'Видалено «{{title}}» і {{count}} сторінки під нею. Скасування поверне їх.',
    removedOne: 'Видалено «{{title}}». Скасування поверне її.',
    moved: '«{{title}}» перенесено під «{{parent}}»',
    indented: '«{{title}}» тепер під «{{parent}}»',
    outdented: '«{{title}}» тепер поруч із «{{parent}}»',
    reordered: '«{{title}}» тепер {{position}} з {{count}}',
    folded: '«{{title}}» згорнуто',
    unfolded: '«{{title}}» розгорнуто',
    imported_one: 'Зі структури додано {{count}} сторінку',
    imported_few: 'Зі структури додано {{count}} сторінки',
    imported_many: 'Зі структури додано {{count}} сторінок',
    imported_other: 'Зі структури додано {{count}} сторінки',
    replaced_one: 'Карта сайту тепер така, як структура: {{count}} сторінка',
    replaced_few: 'Карта сайту тепер така, як структура: {{count}} сторінки',
    replaced_many: 'Карта сайту тепер така, як структура: {{count}} сторінок',
    replaced_other: 'Карта сайту тепер така, як структура: {{count}} сторінки',
    moving:
      'Перенесення «{{title}}»: виберіть нового батька стрілками й натисніть Enter або Escape, щоб скасувати.',
    moveCancelled: 'Перенесення скасовано',
    dropOn: 'Перенести під «{{title}}»',
  },

  problems: {
    tooManyPages: 'Карта сайту може мати щонайбільше {{max}} сторінок',
    tooDeep: 'Карта сайту може мати щонайбільше {{max}} рівнів',
    rootHasNoSiblings: 'Головна сторінка — єдина на верхньому рівні: додавайте сторінки під неї',
    rootStays: 'Головна сторінка лишається нагорі: її не можна перенести чи видалити',
    intoOwnBranch: 'Сторінку не можна перенести під неї саму чи під сторінку нижче неї',
    nothingToIndentUnder: 'Над першою сторінкою рівня немає сторінки, під яку її можна перенести',
    alreadyTopLevel: 'Ця сторінка вже одразу під головною',
    alreadyFirst: 'Ця сторінка вже перша на своєму рівні',
    alreadyLast: 'Ця сторінка вже остання на своєму рівні',
    notFound: 'Цієї сторінки вже немає в карті сайту',
    emptyOutline: 'У тексті немає сторінок: пишіть одну сторінку в рядку',
    titleTooLong: 'Рядок {{line}}: назва сторінки має бути не довшою за {{max}} символів',
    pathTooLong: 'Рядок {{line}}: шлях має бути не довшим за {{max}} символів',
    importTooManyPages:
      'У структурі {{count}} сторінок, у карті сайту {{existing}}: разом більше за {{max}}',
    importTooDeep: 'Під сторінкою рівня {{level}} структура мала б понад {{max}} рівнів',
    replaceNeedsOneRoot:
      'Щоб замінити карту сайту, у структурі має бути одна сторінка нагорі (зараз {{count}})',
  },
};
