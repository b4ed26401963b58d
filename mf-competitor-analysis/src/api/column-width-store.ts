import type { Widths } from '../model/column-widths';

/**
 * Column widths remembered on this device, per analysis (the wire has no field for
 * them, so they cannot travel with the analysis). One localStorage entry holding the
 * most recently resized analyses; older ones are forgotten. Storage that is full or
 * switched off only means widths are not remembered.
 */
const STORAGE_KEY = 'competitorAnalysisColumnWidths';
const MAX_ANALYSES = 50;

type Stored = Record<string, { widths: Widths; at: number }>;

function read(): Stored {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Stored) : {};
  } catch {
    return {};
  }
}

export function loadWidths(itemKey: string): Widths {
  const widths = read()[itemKey]?.widths;
  if (!widths || typeof widths !== 'object') return {};
  return Object.fromEntries(
    Object.entries(widths).filter(([, width]) => typeof width === 'number' && width > 0),
  );
}

export function storeWidths(itemKey: string, widths: Widths) {
  const stored = read();
  stored[itemKey] = { widths, at: Date.now() };
  const newest = Object.entries(stored)
    .sort(([, a], [, b]) => (b.at ?? 0) - (a.at ?? 0))
    .slice(0, MAX_ANALYSES);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(newest)));
  } catch {
    // Quota or privacy mode: the widths last for this visit only.
  }
}
