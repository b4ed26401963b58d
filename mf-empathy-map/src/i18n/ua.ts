import type { Translation } from 'editor-kit';
import type { en } from './en';

/** The empathy map editor in Ukrainian; its type proves every English key is translated. */
export const ua: Translation<typeof en> = {
  typeLabel: 'Карта емпатії',
  sideTitle: 'Карти емпатії',

  fields: {
    says: {
      label: 'Каже',
      hint: 'Що персона каже вголос? Цитати з інтерв’ю: «Я просто хочу, щоб це працювало».',
    },
    thinks: {
      label: 'Думає',
      hint: 'Що спадає їй на думку, але може лишитися несказаним? Переконання, тривоги, надії.',
    },
    does: {
      label: 'Робить',
      hint: 'Що вона робить? Дії та звички, які ви помітили, обхідні шляхи, якими вона користується.',
    },
    feels: {
      label: 'Відчуває',
      hint: 'Що вона відчуває? Що її тривожить, засмучує чи захоплює?',
    },
    pains: {
      label: 'Болі',
      hint: 'Страхи, розчарування та перешкоди на її шляху.',
    },
    gains: {
      label: 'Здобутки',
      hint: 'Чого вона хоче й потребує; як вона виміряла б успіх.',
    },
  },
  characterCount: '{{length}} / {{max}}',
  limitReached: 'Досягнуто межі в {{max}} символів',

  persona: {
    choose: 'Вибрати персону',
    none: 'Персону не вибрано',
    loading: 'Завантаження персон…',
    loadError: 'Не вдалося завантажити персону.',
    localPhotoAlt: 'Зображення персони',
  },

  picker: {
    title: 'Вибір персони',
    close: 'Закрити',
    createNew: 'Створити нову персону',
    createTitle: 'Нова персона',
    photoTitle: 'Вибір фото',
    guestTitle: 'Вибір персони',
    guestIntro:
      'Виберіть зображення для цієї карти. Воно лишається на цій сторінці й не зберігається; увійдіть, щоб зберігати персони у своїх проєктах.',
    listIntro: 'Виберіть одну з персон цього проєкту або створіть нову.',
    listLabel: 'Персони цього проєкту',
    pick: 'Вибрати персону {{name}}',
    empty: 'У цьому проєкті ще немає персон.',
    loading: 'Завантаження персон…',
    loadError: 'Не вдалося завантажити персони.',
    retry: 'Спробувати ще раз',
    remove: 'Прибрати персону з карти',
    removeImage: 'Прибрати зображення',
    nameLabel: 'Введіть ім’я персони',
    choosePhoto: 'Вибрати фото',
    photoPreviewAlt: 'Вибране фото',
    noPhoto: 'Фото ще немає',
    upload: 'Завантажити зображення',
    uploadHint: 'JPEG, PNG або WebP, до 10 МБ.',
    readingPhoto: 'Читаємо зображення…',
    create: 'Створити',
    creating: 'Створення…',
    back: 'Назад',
  },

  release: 'Випуск {{label}}',
  sampleName: 'Карта емпатії',
};
