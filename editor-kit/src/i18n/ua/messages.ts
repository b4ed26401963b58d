import type { MessagesTranslation } from '../messages';

/** What the server and the validators say, in Ukrainian (by message code). */
export const messages: MessagesTranslation = {
  // Authentication
  signUpEmailPattern: 'неправильний формат пошти',
  restoreEmailPattern: 'Неправильний формат пошти',
  passwordPolicy:
    'пароль має містити щонайменше одну велику літеру, одну малу літеру та цифру або спеціальний символ',
  passwordPolicyAccount:
    'пароль має містити щонайменше одну велику літеру, одну малу літеру та цифру або спеціальний символ ',
  passwordTooShort: 'Пароль має містити щонайменше 8 символів.',
  passwordTooLong: 'Пароль має містити не більше 128 символів.',
  passwordsNotSame: 'Паролі не збігаються.',
  fieldsEmpty: 'Одне або кілька полів порожні.',
  emailTooLong: 'Адреса пошти має містити не більше 254 символів.',
  userExists: 'Користувач із цією поштою вже існує',
  wrongCredentials: 'Неправильна пошта або пароль',
  accessTokenMissing: 'Токен доступу відсутній у локальному сховищі',
  jwtExpired: 'Термін дії токена минув',
  invalidToken: 'Недійсний токен доступу',
  authorizationMissing: 'Відсутній заголовок авторизації',
  accountGone: 'Цього облікового запису більше не існує',
  refreshTokenMissing: 'Відсутній токен оновлення',
  refreshTokenInvalid: 'Токен оновлення недійсний або прострочений',
  crossSiteRejected:
    'З міркувань безпеки цей сайт приймає вхід лише зі своїх сторінок. Відкрийте {{site}} і спробуйте ще раз.',
  signedUp: 'Обліковий запис створено',
  signedOut: 'Ви вийшли з облікового запису',
  passwordChanged: 'Пароль успішно змінено!',
  passwordChangeNotAllowed: 'Змінити пароль можна лише в обліковому записі з паролем',
  currentPasswordRequired: 'Щоб продовжити, введіть свій поточний пароль.',
  currentPasswordWrong: 'Поточний пароль неправильний.',
  recentSignInRequired: 'Щоб видалити обліковий запис, увійдіть знову.',
  accountDeleted: 'Обліковий запис видалено',
  resetRequested:
    'Якщо обліковий запис із цією поштою існує, посилання для скидання пароля надіслано.',
  restoreSuccess: 'Пароль успішно відновлено',
  restoreFailure: 'Під час відновлення пароля сталася помилка',
  resetLinkExpired:
    'Це посилання для скидання пароля вже використано або термін його дії минув. Попросіть нове, щоб задати пароль.',
  googleNotConfigured: 'Вхід через Google не налаштовано на цьому сервері',
  googleCodeMissing: 'Бракує коду входу через Google. Почніть вхід через Google знову.',
  googleStateMissing: 'Бракує стану входу через Google. Почніть вхід через Google знову.',
  googleStateMismatch:
    'Цей вхід через Google не відповідає розпочатому в цьому браузері. Спробуйте ще раз.',
  googleSignInExpired: 'Час на вхід через Google минув. Почніть його знову.',
  googleCodeRejected:
    'Google не прийняв цей вхід: його код уже використано або він прострочений. Спробуйте ще раз.',
  googleUnavailable: 'Вхід через Google зараз недоступний. Спробуйте пізніше.',
  googleSignInFailed: 'Не вдалося завершити вхід через Google. Спробуйте ще раз.',
  googleCancelled: 'Вхід через Google скасовано.',
  googleEmailMissing:
    'Ваш обліковий запис Google не надав адреси пошти, тож із ним не можна увійти.',
  googleEmailNotVerified:
    'Адресу пошти вашого облікового запису Google не підтверджено, тож із ним тут не можна увійти.',
  googleOtherAccountLinked:
    'Обліковий запис із цією поштою вже пов’язано з іншим обліковим записом Google.',
  tooManyRequests_one: 'Забагато спроб. Спробуйте знову через {{count}} секунду.',
  tooManyRequests_few: 'Забагато спроб. Спробуйте знову через {{count}} секунди.',
  tooManyRequests_many: 'Забагато спроб. Спробуйте знову через {{count}} секунд.',
  tooManyRequests_other: 'Забагато спроб. Спробуйте знову через {{count}} секунди.',

  // Projects
  projectNameTooShort: 'Назва має містити щонайменше 3 символи.',
  projectNameTooLong: 'Назва має бути коротшою за 100 символів.',
  projectDescriptionTooLong: 'Опис має бути коротшим за 500 символів.',
  descriptionNotText: 'Опис має бути текстом',
  cannotSaveProject: 'Не вдається зберегти проєкт',
  projectSaveError: 'Під час збереження проєкту сталася помилка',
  projectSaved: 'Проєкт успішно збережено',
  projectLoadError: 'Під час отримання даних проєкту сталася помилка',
  maxProjects: 'Перевищено максимальну кількість проєктів',
  deleteProjectConfirm: 'Ви впевнені, що хочете видалити проєкт?',

  // Editors
  featureNameEmpty: 'Назва не може бути порожньою',
  featureNameTooLong: 'Назва має бути коротшою за 100 символів',
  maxFeatures: 'Перевищено максимальну кількість елементів',
  nameNotText: 'Назва має бути текстом',
  saveError: 'Під час збереження сталася помилка',
  saveSuccess: 'Успішно збережено',
  loadError: 'Під час отримання даних сталася помилка',
  itemNotFound: 'Цей елемент не існує або його видалено.',
  createError: 'Не вдалося створити елемент. Спробуйте ще раз.',
  deleteError: 'Під час видалення сталася помилка',
  exportError: 'Під час експорту сталася помилка',
  deleteConfirm: 'Ви впевнені, що хочете видалити?',
  // The English names what was changed; Ukrainian would need its case, so it is left out.
  editConflict:
    'Цей елемент змінили в іншій вкладці чи іншому вікні після того, як ви його відкрили.',
  invalidVersion: 'Версія має бути цілим числом, не меншим за 1',
  tooLong: '{{field}}: не більше {{max}} символів',
  notText: '{{field}}: має бути текстом',
  maxCriteria: 'Дозволено щонайбільше 30 критеріїв',
  maxCompetitors: 'Дозволено щонайбільше 30 конкурентів',
  criteriaMismatch: 'Усі конкуренти мають мати однакові критерії в однаковому порядку',
  duplicateId: 'Ідентифікатори мають бути унікальними',
  booleanValue: 'Значення «Так чи Ні» має бути «true» або «false»',
  personaNotInProject: 'Вибраного портрета немає в цьому проєкті',
  maxSkills: 'Дозволено щонайбільше 20 навичок',
  maxMotivations: 'Дозволено щонайбільше 20 мотивацій',
  ageRange: 'Вік має бути цілим числом від 0 до 150',
  sliderRange: 'Значення має бути цілим числом від 0 до 100',
  maxSitemapPages: 'Карта сайту може мати щонайбільше 500 сторінок',
  maxSitemapDepth: 'Карта сайту може мати щонайбільше 12 рівнів',
  sitemapPageTitleTooLong: 'Назва сторінки має містити не більше 100 символів',
  sitemapPageNoteTooLong: 'Нотатка має містити не більше 300 символів',
  sitemapPagePathTooLong: 'Шлях має містити не більше 200 символів',
  sitemapPageType: 'Тип сторінки має бути «page», «section», «external» або «modal»',
  personaPhotoRequired: 'Оберіть фото для персони',

  // Images
  onlyImages: 'Дозволено лише зображення!',
  uploadTooLarge: 'Максимальний розмір завантаження — 10 МБ!',
  imageTooManyPixels: 'Зображення має завеликі розміри',
  imageMissing: 'Зображення не додано',

  // Requests
  requestTooLarge: 'Запит завеликий',
  invalidRequest: 'Некоректний запит',
  bodyNotObject: 'Тіло запиту має бути об’єктом JSON',
  oneImageOnly: 'За раз можна завантажити лише одне зображення',
  tooManyFormFields: 'Забагато полів форми: надішліть PK, SK та зображення',
  serviceUnavailable: 'Сервіс ненадовго недоступний. Спробуйте ще раз за мить.',
  nulCharacter: 'Текст не може містити символів NUL (\\u0000)',
  brokenCharacter: 'Текст не може містити пошкоджений символ (половину емодзі чи іншого знака)',

  // Keys and lookups
  invalidKey: 'Недійсний ключ',
  notFound: 'Не знайдено',
  keyMismatch: 'Елемент не належить до цього проєкту',

  // Generic
  somethingWentWrong: 'Щось пішло не так',
  notFoundPage: 'Не знайдено',
  emptyList: 'Елементів не знайдено',
  emptyListAlt: 'Список елементів порожній',
  noData: 'Немає даних.',
  shareLinkGone: 'Це посилання більше не працює',
  maxShareLinks:
    'Проєкт може мати щонайбільше 50 посилань для перегляду. Відкличте непотрібне, щоб створити нове.',
};
