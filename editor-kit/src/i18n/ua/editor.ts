import type { Translation } from '../catalog';
import type { EditorWords } from '../editor-catalog';

/** The kit's own words in Ukrainian. */
export const editor: Translation<EditorWords> = {
  name: 'Назва',
  save: 'Зберегти',
  saving: 'Збереження...',
  export: 'Експортувати в JPEG',
  undo: 'Скасувати',
  redo: 'Повторити',
  undoTitle: 'Скасувати (Ctrl+Z)',
  redoTitle: 'Повторити (Ctrl+Shift+Z)',
  exportMore: 'Інші формати експорту',
  exportPng: 'Експортувати в PNG',
  exportPdf: 'Експортувати в PDF',
  exporting: 'Експортування…',
  exported: 'Експорт завершено',
  delete: 'Видалити',
  unsaved: 'Не збережено*',
  deleteTitle: 'Видалення',
  cancel: 'Скасувати',
  add: 'Створити',
  loading: 'Завантаження…',
  leaveTitle: 'Піти без збереження?',
  leaveMessage: 'Ваші зміни не збережено, і їх не вдалося зберегти на цьому пристрої.',
  leave: 'Піти',
  stay: 'Залишитися',
  retry: 'Спробувати ще раз',
  projects: 'Ваші проєкти',
  conflict: {
    title: 'Змінено в іншій вкладці',
    help: 'Завантажте збережену версію, щоб її побачити (ваші зміни тут буде відкинуто), або перезапишіть її своєю.',
    reload: 'Завантажити збережену версію',
    overwrite: 'Перезаписати',
    keepEditing: 'Продовжити редагування',
  },
  draft: {
    title: 'Незбережені зміни',
    // The English names the kind of item; Ukrainian would need its case, so it is left out.
    message: 'Тут є зміни, які не було збережено; вони зберігаються на цьому пристрої ({{when}}).',
    outdated:
      'Ці зміни зроблено в старішій версії; відтоді хтось зберіг новішу. Якщо ви їх відновите, перед заміною новішої версії кнопка «Зберегти» перепитає.',
    help: '«Відкинути» видаляє їх із цього пристрою.',
    restore: 'Відновити незбережені зміни',
    discard: 'Відкинути',
  },
  photos: {
    gallery: 'Готові фото',
    photo: 'Готове фото {{number}}',
    loading: 'Завантаження фото…',
    failed: 'Не вдалося завантажити готові фото.',
    retry: 'Спробувати ще раз',
    missing: 'Готових фото немає.',
  },
};
