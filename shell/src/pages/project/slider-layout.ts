import { BREAKPOINTS, TRUNCATION } from 'shared-ui';

/** Spec §9: six small cards per slider page. */
const SMALL_CARDS_PER_PAGE = 6;

/**
 * Layout of the project page's feature sliders (spec §2 'Project page', §9). Items are
 * "small" cards: 6 per page on desktop, half (3) on narrow screens, where the slider
 * becomes a carousel with dots. "Narrow" is below the header breakpoint (960 px), the
 * width at which the site switches to its mobile layout.
 */
export function isNarrowViewport(viewportWidth: number): boolean {
  return viewportWidth < BREAKPOINTS.header;
}

export function sliderItemsPerPage(narrow: boolean): number {
  return narrow ? SMALL_CARDS_PER_PAGE / 2 : SMALL_CARDS_PER_PAGE;
}

/** Card names: 40 characters for small desktop cards, 20 on narrow screens. */
export function cardNameLimit(narrow: boolean): number {
  return narrow ? TRUNCATION.cardName.smallNarrow : TRUNCATION.cardName.smallDesktop;
}
