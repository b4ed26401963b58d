import type { PersonaFlag } from 'shared-contracts/editors/ux-persona/content';

/**
 * Where keyboard focus goes after the user closed or re-opened a block: to the button that
 * took the block's place ('show'), or to the re-opened block's cross ('close'), so focus
 * never falls back to the top of the page.
 */
export type BlockFocus = (flag: PersonaFlag) => 'close' | 'show' | null;

export interface LastToggle {
  flag: PersonaFlag;
  opened: boolean;
}

export function blockFocus(last: LastToggle | null): BlockFocus {
  return (flag) => {
    if (last?.flag !== flag) return null;
    return last.opened ? 'close' : 'show';
  };
}
