import { MESSAGES } from 'shared-contracts';

/**
 * The share page's words. The page carries no i18n library (it loads only what viewing
 * needs, issue H5), so its few words are a plain table, in every language the site has.
 */
export interface ShareWords {
  siteName: string;
  readOnly: string;
  sharedBy: (name: string) => string;
  loading: string;
  gone: string;
  goneHint: string;
  failed: string;
  tryAgain: string;
  contents: string;
  empty: string;
  cannotShow: (kind: string, name: string) => string;
  goHome: string;
}

const SHARE_WORDS: Record<'en' | 'ua', ShareWords> = {
  en: {
    siteName: 'UX Stuff',
    readOnly: 'Read-only',
    sharedBy: (name) => `Shared by ${name}`,
    loading: 'Loading…',
    gone: MESSAGES.shareLinkGone,
    goneHint: 'The owner may have stopped sharing it. Ask them for a new link.',
    failed: 'The shared page could not be loaded. Check your connection.',
    tryAgain: 'Try again',
    contents: 'Contents',
    empty: 'This project has nothing in it yet.',
    cannotShow: (kind, name) => `This ${kind}, “${name}”, cannot be shown here right now.`,
    goHome: 'Make your own UX artefacts',
  },
  ua: {
    siteName: 'UX Stuff',
    readOnly: 'Лише перегляд',
    sharedBy: (name) => `Поділився ${name}`,
    loading: 'Завантаження…',
    gone: 'Це посилання більше не працює',
    goneHint: 'Можливо, власник припинив доступ. Попросіть у нього нове посилання.',
    failed: 'Не вдалося завантажити сторінку. Перевірте з’єднання.',
    tryAgain: 'Спробувати ще раз',
    contents: 'Зміст',
    empty: 'У цьому проєкті ще нічого немає.',
    cannotShow: (kind, name) => `Елемент «${name}» (${kind}) зараз не вдається показати.`,
    goHome: 'Створіть власні UX-артефакти',
  },
};

export const shareWordsIn = (language: string): ShareWords =>
  language === 'ua' ? SHARE_WORDS.ua : SHARE_WORDS.en;
