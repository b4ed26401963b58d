import { type Fields, filled, isRecord, text } from './read';

/** The four quadrants around the persona, in the map's reading order, then the two boxes under them. */
export const QUADRANTS = ['says', 'thinks', 'does', 'feels'] as const;
export const OUTCOMES = ['pains', 'gains'] as const;
export type MapField = (typeof QUADRANTS)[number] | (typeof OUTCOMES)[number];

export interface PersonaSummary {
  name: string;
  /** The persona's photo (signed URL), or ''. */
  photo: string;
}

interface MapView {
  name: string;
  texts: Record<MapField, string>;
  persona: PersonaSummary | null;
}

/**
 * What the viewer shows of a stored map (GET /api/empathy-maps/…, spec §3). The detail
 * names its persona by key only (`personaSK`); the persona's name and photo show when the
 * page knows that item (ViewerProps `related`, by key).
 */
export function mapView(item: Fields, related: Readonly<Record<string, unknown>> = {}): MapView {
  const texts = Object.fromEntries(
    [...QUADRANTS, ...OUTCOMES].map((field) => [field, text(item[field])]),
  ) as Record<MapField, string>;
  const key = text(item.personaSK);
  const known = key ? related[key] : undefined;
  const persona = isRecord(known)
    ? { name: text(known.name), photo: text(known.thumbnailPath) }
    : null;
  return {
    name: text(item.name),
    texts,
    persona: persona && (filled(persona.name) || persona.photo) ? persona : null,
  };
}
