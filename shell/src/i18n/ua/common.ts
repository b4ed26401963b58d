import type { Catalog } from '../catalog';

export const common: Catalog['common'] = {
  brand: 'UX Stuff',
  skipToContent: 'Перейти до основного вмісту',
  header: {
    home: 'Головна',
    language: 'Мова',
    projects: 'Проєкти',
    signUp: 'Зареєструватися',
    myProfile: 'Мій профіль',
    exit: 'Вийти',
    openMenu: 'Відкрити меню',
    closeMenu: 'Закрити меню',
    userMenu: 'Меню облікового запису',
  },
  footer: {
    copyright: '© 2024 UX Stuff. Усі права захищено.',
    iconsCredit: 'Іконки: Lucide',
    imagesCredit: 'Ілюстрації: unDraw',
    personaPhotosCredit: 'Фото персон: Open Peeps, автор Pablo Stanley (CC0 1.0), через DiceBear',
    support: 'Підтримка: support@uxstuff.example',
    supportEmail: 'support@uxstuff.example',
  },
  cookies: {
    message: 'Ми використовуємо файли cookie, щоб зробити роботу з сайтом зручнішою.',
    accept: 'Прийняти',
  },
  errors: {
    notFound: 'Не знайдено',
    notFoundText: 'Сторінки, яку ви шукаєте, не існує.',
    goHome: 'На головну',
    somethingWentWrong: 'Щось пішло не так',
    somethingWentWrongText: 'Сторінку не вдалося показати. Зазвичай допомагає перезавантаження.',
    reload: 'Перезавантажити сторінку',
    routeError: 'Цю сторінку не вдалося показати',
    routeErrorText: 'Під час відкриття сторінки сталася помилка.',
  },
  remotes: {
    loading: 'Завантаження редактора…',
    failedTitle: 'Не вдалося завантажити редактор',
    failedText:
      'Решта сайту працює. Перевірте з’єднання і спробуйте ще раз або поверніться пізніше.',
    timedOutText:
      'Редактор не відповів вчасно. Решта сайту працює. Перевірте з’єднання і спробуйте ще раз або поверніться пізніше.',
    retry: 'Спробувати ще раз',
    release: 'Випуск редактора {{version}}',
    skewTitle: 'Цьому редактору потрібна новіша версія сайту',
    skewText: 'Редактор «{{editor}}» зібрано для новіших спільних частин, ніж має цей сайт:',
    skewItem: '{{package}}: потрібна {{required}}, сайт надає {{provided}}',
    skewAdvice:
      'Сайт потребує оновлення. Перезавантажте сторінку пізніше або напишіть нам на {{email}}. Решта сайту працює.',
    newVersion: 'Доступна нова версія цього редактора',
    newVersionText: 'Перезавантажте сторінку, щоб нею скористатися.',
    newVersionFailedText:
      'Ця сторінка досі працює з попередньою версією, яка не змогла продовжити роботу. Перезавантажте сторінку, щоб скористатися новою.',
    reload: 'Перезавантажити',
    unavailable: 'Цей редактор зараз недоступний',
    unavailableText:
      'Вашу роботу в ньому збережено. Решта сайту працює: поверніться пізніше, щоб відкрити його.',
  },
  dialogs: {
    close: 'Закрити',
    cancel: 'Скасувати',
  },
  loading: 'Завантаження…',
};
