import type { Catalog } from '../catalog';

export const passwordReset: Catalog['passwordReset'] = {
  title: 'Відновлення пароля',
  passwordLabel: 'Новий пароль',
  placeholder: 'Введіть новий пароль',
  requirements: 'Щоб зберегти новий пароль, виправте:',
  submit: 'Зберегти',
  success: 'Пароль успішно відновлено',
  redirecting: 'Переходимо на головну сторінку…',
  failure: 'Під час відновлення пароля сталася помилка',
  linkBroken: 'Це посилання неповне. Запросіть нове у вікні входу.',
  requestNewLink: 'Запросити нове посилання',
  linkExpired: 'Цим посиланням більше не можна скористатися',
};
