import { BREAKPOINTS_PX, CARD_NAME_TRUNCATION, SLIDER_ITEMS } from 'shared-contracts';

/**
 * Layout of the project page's feature sliders (spec §2 'Project page', §9). Items are
 * "small" cards: 6 per page on desktop, half (3) on narrow screens, where the slider
 * becomes a carousel with dots. "Narrow" is below the header breakpoint (960 px), the
 * width at which the site switches to its mobile layout.
 */
export function isNarrowViewport(viewportWidth: number): boolean {
  return viewportWidth < BREAKPOINTS_PX.desktopHeader;
}

export function sliderItemsPerPage(narrow: boolean): number {
  return narrow ? SLIDER_ITEMS.small / 2 : SLIDER_ITEMS.small;
}

/** Card names: 40 characters for small desktop cards, 20 on narrow screens. */
export function cardNameLimit(narrow: boolean): number {
  return narrow ? CARD_NAME_TRUNCATION.smallNarrow : CARD_NAME_TRUNCATION.smallDesktop;
}
