/**
 * `editor-kit/history`: what every editor's undo shares, the canvas's too (its history is
 * its own, around its reducer): the shortcuts and how many steps are kept. Its own entry,
 * so the canvas's pure model imports no React.
 */
export {
  type HistoryCommand,
  historyCommandOf,
  type ShortcutPress,
  shortcutLetter,
} from '../editor/undo-shortcuts';
export { HISTORY_LIMIT } from './edit-history';
