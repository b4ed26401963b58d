import { FALLBACK_THEME, type Theme } from './draw-scene';

/** The design tokens (shared-ui/src/styles/tokens.css) the canvas draws with. */
export function readTheme(element: Element): Theme {
  const style = getComputedStyle(element);
  const token = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    fontFamily: token('--ui-font-family', FALLBACK_THEME.fontFamily),
    outside: token('--ui-gray-200', FALLBACK_THEME.outside),
    world: token('--ui-color-surface', FALLBACK_THEME.world),
    grid: FALLBACK_THEME.grid,
    axis: token('--ui-gray-400', FALLBACK_THEME.axis),
    arrow: token('--ui-gray-700', FALLBACK_THEME.arrow),
    accent: token('--ui-color-primary', FALLBACK_THEME.accent),
    text: token('--ui-color-text', FALLBACK_THEME.text),
    handleFill: token('--ui-color-surface', FALLBACK_THEME.handleFill),
  };
}
