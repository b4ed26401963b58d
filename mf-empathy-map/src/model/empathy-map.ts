import {
  clipToLimit,
  EMPATHY_PAINS_GAINS_MAX_LENGTH,
  EMPATHY_QUADRANT_MAX_LENGTH,
  type EmpathyMap,
  type UpdateEmpathyMapRequest,
} from 'shared-contracts';
import { defaultEmpathyMapContent } from 'shared-contracts/editors/empathy-map/content';

/**
 * The empathy map as the editor holds it (spec §2, §3): six texts, a name and the chosen
 * persona. Pure data and rules; no React.
 */

/** The four quadrants around the persona, in reading order of the map. */
const QUADRANTS = ['says', 'thinks', 'does', 'feels'] as const;
/** The two boxes under the quadrants. */
const PAINS_GAINS = ['pains', 'gains'] as const;
export const MAP_FIELDS = [...QUADRANTS, ...PAINS_GAINS] as const;

export type MapField = (typeof MAP_FIELDS)[number];

/** Spec §5, §9: quadrants hold 500 characters, pains and gains 300. */
export const FIELD_MAX_LENGTH: Record<MapField, number> = {
  says: EMPATHY_QUADRANT_MAX_LENGTH,
  thinks: EMPATHY_QUADRANT_MAX_LENGTH,
  does: EMPATHY_QUADRANT_MAX_LENGTH,
  feels: EMPATHY_QUADRANT_MAX_LENGTH,
  pains: EMPATHY_PAINS_GAINS_MAX_LENGTH,
  gains: EMPATHY_PAINS_GAINS_MAX_LENGTH,
};

export interface EmpathyMapDraft extends Record<MapField, string> {
  name: string;
  /** The project's persona this map is about (signed in); null when none is chosen. */
  personaSK: string | null;
  /**
   * A guest's image, used on this page only and never sent anywhere (spec §2 'Signed
   * out: only the image choice, used locally'): a small data: URL (see export/local-photo).
   */
  localPhoto: string | null;
}

/**
 * What a visitor edits on /empathymap (spec: 'default data'): the same empty map a new
 * stored map starts as (this package's README, decisions). Sample sentences would have to be deleted
 * before typing; the placeholder hints already show what belongs in each box. `name` is
 * the default name in the language shown.
 */
export function guestEmpathyMap(name?: string): EmpathyMapDraft {
  const content = defaultEmpathyMapContent();
  return { ...content, name: name ?? content.name, personaSK: null, localPhoto: null };
}

export function fromDetail(detail: EmpathyMap): EmpathyMapDraft {
  return {
    name: detail.name,
    says: detail.says,
    thinks: detail.thinks,
    does: detail.does,
    feels: detail.feels,
    pains: detail.pains,
    gains: detail.gains,
    personaSK: detail.personaSK,
    localPhoto: null,
  };
}

/** The PATCH body: the whole map (spec §7). A local photo never leaves the browser. */
export function toRequest(
  draft: EmpathyMapDraft,
  keys: { PK: string; SK: string },
): UpdateEmpathyMapRequest {
  return {
    projectSK: keys.PK,
    empathyMapSK: keys.SK,
    name: draft.name,
    says: draft.says,
    does: draft.does,
    thinks: draft.thinks,
    feels: draft.feels,
    pains: draft.pains,
    gains: draft.gains,
    personaSK: draft.personaSK,
  };
}

/**
 * Over-limit text is refused (spec §5): what does not fit is cut off, as a textarea's
 * `maxLength` cuts a paste, counted as `maxLength` counts (UTF-16 units) and never
 * through the middle of an emoji.
 */
export function setField(draft: EmpathyMapDraft, field: MapField, text: string): EmpathyMapDraft {
  const fitted = clipToLimit(text, FIELD_MAX_LENGTH[field]);
  return draft[field] === fitted ? draft : { ...draft, [field]: fitted };
}

export function setName(draft: EmpathyMapDraft, name: string): EmpathyMapDraft {
  return { ...draft, name };
}

/**
 * Spec §4: the map counts as saved only when its content and its chosen persona both
 * equal the last saved copy. The persona is the stored one (signed in) or the local
 * image (a guest, who cannot save: leaving would still lose it).
 */
export function isSameMap(a: EmpathyMapDraft, b: EmpathyMapDraft): boolean {
  return sameContent(a, b) && samePersona(a, b);
}

function sameContent(a: EmpathyMapDraft, b: EmpathyMapDraft): boolean {
  return a.name === b.name && MAP_FIELDS.every((field) => a[field] === b[field]);
}

function samePersona(a: EmpathyMapDraft, b: EmpathyMapDraft): boolean {
  return a.personaSK === b.personaSK && a.localPhoto === b.localPhoto;
}
