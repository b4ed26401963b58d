import type { Catalog } from '../catalog';

export const auth: Catalog['auth'] = {
  dialogLabel: 'Увійдіть або створіть обліковий запис',
  email: 'Електронна пошта',
  emailPlaceholder: 'you@example.com',
  password: 'Пароль',
  repeatPassword: 'Повторіть пароль',
  showPassword: 'Показати пароль',
  hidePassword: 'Приховати пароль',
  register: {
    title: 'Створіть обліковий запис',
    continue: 'Продовжити',
  },
  registerPassword: {
    title: 'Створіть обліковий запис',
    changeEmail: 'Змінити пошту',
    submit: 'Створити обліковий запис',
  },
  login: {
    title: 'Вхід до наявного облікового запису',
    submit: 'Увійти',
    forgotPassword: 'Забули пароль?',
  },
  restore: {
    title: 'Відновлення пароля',
    intro:
      'Введіть пошту свого облікового запису, і ми надішлемо посилання для встановлення нового пароля.',
    submit: 'Надіслати',
    sent: 'Якщо обліковий запис із цією поштою існує, посилання для скидання пароля надіслано.',
  },
  switch: {
    haveAccount: 'Вже маєте обліковий запис?',
    login: 'Увійти',
    noAccount: 'Не маєте облікового запису?',
    signUp: 'Зареєструватися',
  },
  or: 'АБО',
  google: 'Увійти через Google',
  googleReturn: {
    signingIn: 'Виконується вхід через Google…',
    title: 'Не вдалося увійти через Google',
    cancelled: 'Вхід через Google скасовано.',
    unavailable: 'Вхід через Google зараз недоступний. Спробуйте пізніше.',
    notConfigured: 'Вхід через Google не налаштовано на цьому сервері',
    failed: 'Не вдалося завершити вхід через Google. Спробуйте ще раз.',
    tryAgain: 'Спробувати ще раз',
  },
  unexpectedError: 'Щось пішло не так. Перевірте з’єднання та спробуйте ще раз.',
};
