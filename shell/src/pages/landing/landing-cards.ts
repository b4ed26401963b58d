import {
  type PlannedEditor,
  type SiteEditor,
  type StoringEditor,
  storesItems,
} from 'shared-contracts';

/**
 * What the landing page offers (spec §1, §2 'Landing page'), from the site's editors: a
 * card for each listed editor that stores items (guests open it on sample data, members
 * pick a project for it), and the planned ones with a disabled create button. An editor
 * whose remote has no release now shows as not available.
 */
export interface LandingCards {
  creatable: StoringEditor[];
  unavailable: StoringEditor[];
  planned: PlannedEditor[];
}

export function landingCards(
  editors: readonly SiteEditor[],
  planned: readonly PlannedEditor[],
): LandingCards {
  const offered = editors.filter(
    (editor): editor is SiteEditor & StoringEditor => editor.listed && storesItems(editor),
  );
  return {
    creatable: offered.filter((editor) => editor.available),
    unavailable: offered.filter((editor) => !editor.available),
    planned: [...planned],
  };
}

/**
 * Where the "support the project" link goes. The spec only says it is an external link;
 * the product owner sets the real page at build time with VITE_SUPPORT_URL.
 */
export const SUPPORT_URL: string =
  import.meta.env.VITE_SUPPORT_URL ?? 'https://www.buymeacoffee.com/uxstuff';
