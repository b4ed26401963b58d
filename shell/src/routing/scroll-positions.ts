/**
 * Where each visited history entry was scrolled to, by the router's location key (one
 * per entry, kept across a reload of the tab), so Back, Forward and a reload return to
 * the same place and a new page starts at the top.
 */
export type ScrollPositions = Record<string, number>;

const STORAGE_KEY = 'ux-artefacts:scroll-positions';

/** The positions the tab kept before it was reloaded; none when unreadable. */
export function keptPositions(storage: Pick<Storage, 'getItem'> | undefined): ScrollPositions {
  try {
    const kept: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '{}');
    if (typeof kept !== 'object' || kept === null) return {};
    return Object.fromEntries(
      Object.entries(kept).filter(([, y]) => typeof y === 'number' && Number.isFinite(y)),
    );
  } catch {
    return {};
  }
}

/** Keeps the positions for the tab's next load; storage that refuses only loses them. */
export function keepPositions(
  storage: Pick<Storage, 'setItem'> | undefined,
  positions: ScrollPositions,
): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Full or forbidden storage: a reload starts at the top.
  }
}

/**
 * Where a page shown at `location` starts: where its entry was left, else the element its
 * fragment names (the top when there is none), else the top.
 */
export function scrollStart(
  location: { key: string; hash: string },
  positions: ScrollPositions,
): { y: number } | { elementId: string } {
  const saved = positions[location.key];
  if (saved !== undefined) return { y: saved };
  if (location.hash.length > 1) {
    try {
      return { elementId: decodeURIComponent(location.hash.slice(1)) };
    } catch {
      // Not an element's id (a malformed escape): the top.
    }
  }
  return { y: 0 };
}
