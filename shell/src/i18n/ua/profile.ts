import type { Catalog } from '../catalog';

export const profile: Catalog['profile'] = {
  title: 'Мій профіль',
  username: 'Ім’я користувача',
  loggedInVia: 'Спосіб входу',
  methods: {
    password: 'пароль',
    google: 'google',
    facebook: 'facebook',
  },
  password: {
    heading: 'Пароль',
    change: 'Змінити пароль',
    cancel: 'Скасувати',
    currentPassword: 'Поточний пароль',
    newPassword: 'Новий пароль',
    repeatPassword: 'Повторіть пароль',
    confirm: 'Підтвердити',
    changed: 'Пароль успішно змінено!',
    notPasswordUser: 'Вашим паролем керує сервіс, через який ви входите.',
  },
  deleteAccount: {
    heading: 'Небезпечна зона',
    button: 'Видалити обліковий запис',
    confirmTitle: 'Ви впевнені, що хочете видалити свій обліковий запис?',
    confirmText: 'Цю дію неможливо скасувати',
    cancel: 'Скасувати',
    confirm: 'Видалити обліковий запис',
    signInAgain: 'Увійти знову',
  },
  unexpectedError: 'Щось пішло не так. Перевірте з’єднання та спробуйте ще раз.',
};
