import type { Translation } from 'editor-kit';
import type { en } from './en';

/** The persona editor in Ukrainian; its type proves every English key has a translation. */
export const ua: Translation<typeof en> = {
  typeLabel: 'Портрет користувача',
  sideTitle: 'Портрети користувачів',

  photo: {
    alt: 'Фото: {{name}}',
    altUnnamed: 'Фото персони',
    none: 'Фото ще немає',
    choose: 'Вибрати фото',
    change: 'Змінити фото',
    dialogTitle: 'Вибір фото',
    close: 'Закрити',
    cancel: 'Скасувати',
    upload: 'Завантажити зображення',
    uploadHint: 'JPEG, PNG або WebP, не більше {{megabytes}} МБ.',
    reading: 'Читаємо зображення…',
    presetsHeading: 'Або виберіть одне з наших',
    readFailed: 'Не вдалося прочитати зображення. Виберіть інше.',
  },

  description: {
    words: 'Риси характеру',
    wordsPlaceholder: 'Кілька слів про характер',
  },

  demographics: {
    title: 'Демографія',
    age: 'Вік',
    ageSuffix: 'р.',
    gender: 'Стать',
    genderPlaceholder: 'Виберіть стать',
    genders: { male: 'Чоловіча', female: 'Жіноча', other: 'Інша' },
    occupation: 'Рід занять',
    income: 'Дохід',
    location: 'Місце проживання',
  },

  personality: {
    title: 'Особистість',
    sliders: {
      personality_introvert_extrovert: { start: 'Інтроверт', end: 'Екстраверт' },
      personality_thinking_feeling: { start: 'Мислення', end: 'Почуття' },
      personality_sensing_intuition: { start: 'Відчуття', end: 'Інтуїція' },
      personality_judging_perceiving: { start: 'Судження', end: 'Сприйняття' },
    },
    name: '{{start}} – {{end}}',
    valueText: '{{value}}: {{start}} {{startShare}}%, {{end}} {{value}}%',
  },

  biography: 'Біографія',
  goalsFrustrations: 'Цілі та розчарування',
  goals: 'Цілі',
  goalsPlaceholder: 'Ціль 1, ціль 2, ціль 3',
  frustrations: 'Розчарування',
  frustrationsPlaceholder: 'Розчарування 1, розчарування 2, розчарування 3',

  traits: {
    skills: {
      title: 'Навички',
      add: 'Додати навичку',
      placeholder: 'Навичка',
      empty: 'Навичок ще немає.',
      nameLabel: 'Назва навички {{position}}',
      levelLabel: 'Рівень: {{name}}',
      levelLabelUnnamed: 'Рівень навички {{position}}',
      remove: 'Вилучити навичку {{name}}',
      removeUnnamed: 'Вилучити навичку {{position}}',
    },
    motivations: {
      title: 'Мотивація',
      add: 'Додати мотивацію',
      placeholder: 'Мотивація',
      empty: 'Мотивацій ще немає.',
      nameLabel: 'Назва мотивації {{position}}',
      levelLabel: 'Рівень: {{name}}',
      levelLabelUnnamed: 'Рівень мотивації {{position}}',
      remove: 'Вилучити мотивацію {{name}}',
      removeUnnamed: 'Вилучити мотивацію {{position}}',
    },
  },

  close: 'Закрити «{{block}}»',
  show: 'Показати «{{block}}»',

  sample: {
    name: 'Ім’я персони',
    skills: { techLevel: 'Технічний рівень', creativity: 'Креативність' },
    motivations: {
      price: 'Ціна',
      comfort: 'Комфорт',
      convenience: 'Зручність',
      speed: 'Швидкість',
    },
  },
};
