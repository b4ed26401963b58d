import type { Translation } from 'editor-kit/i18n';
import type { en } from './en';

/**
 * The canvas in Ukrainian; its type proves every English key is translated. Ukrainian
 * counts have four plural forms: 1 фігура, 2 фігури, 5 фігур, 1,5 фігури.
 */
export const ua: Translation<typeof en> = {
  title: 'Полотно діаграми',
  loading: 'Завантаження полотна',
  canvasLabel: 'Полотно діаграми',
  addRectangle: 'Додати прямокутник',
  addCircle: 'Додати коло',
  undo: 'Скасувати',
  redo: 'Повторити',
  undoTitle: 'Скасувати (Ctrl+Z)',
  redoTitle: 'Повторити (Ctrl+Shift+Z)',
  textEditorLabel: 'Текст фігури',
  draftWhat: 'діаграма',
  help:
    'Клацніть фігуру, щоб вибрати її, Shift і клацання додає до вибраного, перетягування на порожньому місці вибирає область. ' +
    'Перетягуйте фігури, щоб перемістити їх, з Alt — щоб скопіювати, за квадратні маркери — щоб змінити розмір. ' +
    'Потягніть круглий маркер вибраної фігури, щоб намалювати стрілку (правою кнопкою — ламану). ' +
    'Подвійне клацання редагує текст. Перетягування середньою кнопкою зсуває полотно, коліщатко масштабує. ' +
    'Клавіші: = і - масштабують, Backspace видаляє, Ctrl/Cmd+A вибирає все, Escape скасовує вибір, ' +
    'Ctrl/Cmd+Z скасовує дію, Ctrl/Cmd+Shift+Z або Ctrl+Y повторює її.',

  counts: '{{shapes}}, {{arrows}}.',
  shapes_one: '{{count}} фігура',
  shapes_few: '{{count}} фігури',
  shapes_many: '{{count}} фігур',
  shapes_other: '{{count}} фігури',
  arrows_one: '{{count}} стрілка',
  arrows_few: '{{count}} стрілки',
  arrows_many: '{{count}} стрілок',
  arrows_other: '{{count}} стрілки',
  nothingSelected: 'Нічого не вибрано.',
  selectedShape: 'Вибрано: {{kind}} у точці {{x}}, {{y}}, {{width}} × {{height}}.',
  selectedShapeWithText:
    'Вибрано: {{kind}} у точці {{x}}, {{y}}, {{width}} × {{height}}, «{{text}}».',
  selectedArrow: 'Вибрано: {{type}} стрілка, прикріплена до {{attached}}.',
  attachedShapes_one: '{{count}} фігури',
  attachedShapes_few: '{{count}} фігур',
  attachedShapes_many: '{{count}} фігур',
  attachedShapes_other: '{{count}} фігури',
  selectedMany: 'Вибрано: {{items}}.',
  listSeparator: ', ',
  kinds: { rectangle: 'прямокутник', circle: 'коло' },
  arrowTypes: { straight: 'пряма', broken: 'ламана' },

  debug: {
    pointer: 'x {{x}}, y {{y}}',
    noPointer: 'x –, y –',
    scale: 'масштаб {{scale}}',
    flags: {
      panning: 'зсув',
      selecting: 'вибір',
      moving: 'переміщення',
      resizing: 'зміна розміру',
      connecting: 'з’єднання',
      editing: 'редагування',
    },
  },
};
