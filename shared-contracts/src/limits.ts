/**
 * Every business limit, timing and breakpoint of the product spec (§5, §9), named once.
 * The server validates with these and the clients disable buttons with them, so a limit
 * changes in one place.
 */

/** Projects a user may own; the create button is disabled at this count. */
export const MAX_PROJECTS = 30;
/** Items of one feature type (personas, empathy maps, analyses) in one project. */
export const MAX_FEATURES_PER_TYPE = 30;

/** Project names are 3 to "under 100" characters (spec §5), so 99 is the longest. */
export const PROJECT_NAME_MIN_LENGTH = 3;
export const PROJECT_NAME_MAX_LENGTH = 99;
/** Project descriptions are optional and "under 500" characters. */
export const PROJECT_DESCRIPTION_MAX_LENGTH = 499;
/**
 * Editor headings must not be empty and "should be less than 100 characters": the spec's
 * message wins over its looser "over 100" wording, so 99 is the longest, as for projects.
 */
export const FEATURE_NAME_MAX_LENGTH = 99;

export const EMPATHY_QUADRANT_MAX_LENGTH = 500;
export const EMPATHY_PAINS_GAINS_MAX_LENGTH = 300;

export const COMPETITOR_TEXT_MAX_LENGTH = 300;
export const MAX_CRITERIA = 30;
export const MAX_COMPETITORS = 30;
export const COLUMN_WIDTH = {
  wideMin: 150,
  narrowMin: 60,
  wideDefault: 200,
  narrowDefault: 100,
} as const;

export const PERSONA_SHORT_TEXT_MAX_LENGTH = 50;
export const PERSONA_BIOGRAPHY_MAX_LENGTH = 1000;
export const PERSONA_GOALS_MAX_LENGTH = 300;
export const PERSONA_FRUSTRATIONS_MAX_LENGTH = 300;
export const MAX_SKILLS = 20;
export const MAX_MOTIVATIONS = 20;
/** Our own bound (the spec only says "numeric"): a person's age in whole years. */
export const PERSONA_AGE_MIN = 0;
export const PERSONA_AGE_MAX = 150;
export const SLIDER_MIN = 0;
export const SLIDER_MAX = 100;
export const SLIDER_DEFAULT = 50;
export const TEXTAREA_MAX_HEIGHT_PX = { biography: 600, goalsFrustrations: 400 } as const;

/** Photos and thumbnails: 10 MB is 10,000,000 bytes (spec §9). */
export const MAX_UPLOAD_BYTES = 10_000_000;
/** Decoded images above this many pixels are refused (decompression-bomb guard). */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const PRESET_PERSONA_PHOTOS = 32;
/** Clients skip a thumbnail upload silently above these sizes. */
export const THUMBNAIL_MAX_BYTES = {
  competitorAnalysis: 300_000,
  empathyMap: 10_000_000,
  uxPersona: 10_000_000,
} as const;
export const THUMBNAIL_JPEG_QUALITY = 0.5;
export const EXPORT_JPEG_QUALITY = 1;
export const EXPORT_FILE_NAMES = {
  competitorAnalysis: 'competitor_analysis_export.jpg',
  empathyMap: 'empathy_map_export.jpg',
  uxPersona: 'ux_persona_export.jpg',
} as const;

/** Password policy: the spec's character rule plus 8–128 characters (architecture §7). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** Emails longer than this cannot be delivered (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;
/** A Google sign-in must come back from the provider within this time of starting it. */
export const EXTERNAL_SIGN_IN_WINDOW_MS = 10 * 60 * 1000;

export const TIMINGS_MS = {
  toast: 3000,
  restoreRedirect: 3000,
  resetSendCooldown: 2000,
  personaDialogReset: 300,
  canvasSimulatedLoad: 1000,
} as const;

export const SLIDER_ITEMS = { small: 6, big: 3 } as const;
export const CARD_NAME_TRUNCATION = { smallDesktop: 40, big: 80, smallNarrow: 20 } as const;
export const SIDEBAR_NAME_TRUNCATION = [12, 17, 20, 25] as const;
export const PROJECT_DESCRIPTION_TRUNCATION = [190, 230, 270] as const;
export const SIDEBAR_EXTRA_HEIGHT_PX = 350;

export const BREAKPOINTS_PX = { desktopHeader: 960, footer: 1140, editorLayout: 1320 } as const;

export const CANVAS = {
  worldSize: 6000,
  originOffset: 3000,
  gridCellPx: 40,
  gridCells: 150,
  minZoom: 0.4,
  maxZoom: 2,
  keyboardZoomStep: 0.2,
  wheelZoomPerDelta: 0.0075,
  minShapeSize: 50,
  connectorHandlePx: 75,
  arrowBendClearance: 20,
  paletteSize: 8,
  prototypeRectSize: 300,
  prototypeCircleSize: 150,
} as const;

export const STORAGE_KEYS = {
  accessToken: 'access_token',
  cookieConsent: 'cookieConsent',
  /** Ours (the spec names the two above): column widths, which the wire cannot carry. */
  competitorAnalysisColumnWidths: 'competitorAnalysisColumnWidths',
} as const;
