/**
 * Every limit the server enforces (spec §5, §9), named once. The server validates with
 * these and the clients disable buttons with them, so a limit changes in one place. The
 * clients' own numbers (timings, breakpoints, truncations, picture sizes, the canvas)
 * live with the client that uses them.
 */

/** Projects a user may own; the create button is disabled at this count. */
export const MAX_PROJECTS = 30;

/**
 * A password change or an account deletion needs proof that the person at the session is
 * its owner: the current password, or a sign-in (not a token refresh) at most this long
 * ago, so someone who just signed in is not asked for the password again.
 */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;
/** Items of one editor type in one project (spec §9); each description says its own. */
export const MAX_FEATURES_PER_TYPE = 30;

/**
 * Share links one project may have at once, its item links included (issue H5). Ours: a
 * bound on the rows a project can hold; revoking a link frees its place.
 */
export const MAX_SHARE_LINKS_PER_PROJECT = 50;

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

/**
 * A sitemap is one tree of pages stored as one document (issue G5a). The issue gives the
 * page count, the depth and the name and note lengths; the path's 200 is ours (a URL path
 * rarely needs more, and the spec is silent). Lengths count as the other texts do.
 */
export const SITEMAP_LIMITS = {
  /** Pages in the whole tree, the root included. */
  maxPages: 500,
  /** Levels of the tree: the root is level 1, its children level 2. */
  maxDepth: 12,
  titleMaxLength: 100,
  noteMaxLength: 300,
  pathMaxLength: 200,
} as const;

/**
 * What a sitemap's page can be, in the order the editor offers them. Plain data beside the
 * limits, not with the schemas: the editor imports it without the schema module.
 */
export const SITEMAP_PAGE_TYPES = ['page', 'section', 'external', 'modal'] as const;
export type SitemapPageType = (typeof SITEMAP_PAGE_TYPES)[number];

/** Photos and thumbnails: 10 MB is 10,000,000 bytes (spec §9). */
export const MAX_UPLOAD_BYTES = 10_000_000;
/** Decoded images above this many pixels are refused (decompression-bomb guard). */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Password policy: the spec's character rule plus 8–128 characters (architecture §7). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** Emails longer than this cannot be delivered (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;
/** A Google sign-in must come back from the provider within this time of starting it. */
export const EXTERNAL_SIGN_IN_WINDOW_MS = 10 * 60 * 1000;

/**
 * The largest project backup a restore reads (issue H5). The limits alone would allow far
 * more: every served type's items, each with a picture at the upload limit (a third more
 * as base64) and content up to what a save may send, which comes to gigabytes. No JSON
 * text that long can be read in Node (the body is decoded into one string, and a V8
 * string ends at about 2^29 characters), and a restore holds about three times its file
 * in memory (the text, the parsed strings, the decoded pictures). So the bound is what one
 * request may hold: a few hundred megabytes at this size, for a file with room for dozens
 * of photos and a thumbnail for every item at the sizes the server stores them
 * (re-encoded at 2048 px at most: typically under a megabyte a photo, a few hundred
 * kilobytes a thumbnail). docs/backup-format.md says how to restore a larger backup.
 */
export const MAX_BACKUP_BYTES = 100_000_000;
