import { z } from 'zod';
import { type KeyKind, keyNoun, keyPrefix, normalizeKey } from '../keys.js';
import { FEATURE_NAME_MAX_LENGTH, SLIDER_MAX, SLIDER_MIN } from '../limits.js';
import { MESSAGES } from '../messages.js';

/**
 * A key of one kind, accepted with `#` or `_` (architecture §5) and parsed to the `#`
 * form, so handlers only ever see canonical keys.
 */
export function keySchema(kind: KeyKind, message: string = MESSAGES.invalidKey(keyNoun(kind))) {
  return z
    .string({ error: message })
    .transform((value, ctx) => {
      const key = normalizeKey(kind, value);
      if (key === null) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return key;
    })
    .meta({
      description: `A ${keyNoun(kind)} key: ${keyPrefix(kind)}#<uuid> (or ${keyPrefix(kind)}_<uuid>)`,
    });
}

/** A bounded string whose over-long message names the field, e.g. "says must be at most 500 characters". */
export function boundedText(field: string, max: number) {
  return z.string({ error: MESSAGES.notText(field) }).max(max, MESSAGES.tooLong(field, max));
}

/** Whole number 0–100, as the sliders and levels are. */
export const sliderValue = z
  .number({ error: MESSAGES.sliderRange })
  .int(MESSAGES.sliderRange)
  .min(SLIDER_MIN, MESSAGES.sliderRange)
  .max(SLIDER_MAX, MESSAGES.sliderRange);

/**
 * How many times an item has been saved (1 when created). The detail carries it; a PATCH
 * that sends it back is applied only if the item is still at that version, so a save
 * made from a stale copy is refused with 409 instead of silently replacing newer work.
 */
export const itemVersion = z
  .number({ error: MESSAGES.invalidVersion })
  .int(MESSAGES.invalidVersion)
  .min(1, MESSAGES.invalidVersion)
  .meta({ description: 'Times the item has been saved; 1 when created' });

/**
 * The PATCH side of `itemVersion`. Optional: a client that leaves it out overwrites
 * whatever is stored (the behaviour before versions existed, kept so that an editor
 * released before this rule goes on working; every editor of this repo sends it).
 */
export const expectedVersion = {
  version: itemVersion.optional().meta({
    description:
      'The version the edit was made from; 409 when the item has been saved since. Omit to overwrite.',
  }),
};

/** Epoch milliseconds. */
export const timestamp = z.number().int().nonnegative();

/** Image URL the browser can load, or `null` when the item has none yet. */
export const imageUrl = z.string().nullable();

export const errorResponse = z
  .object({
    statusCode: z.number().int(),
    error: z.string(),
    message: z.string(),
    /** The message's code (its name in MESSAGES) when it is one of ours: clients translate it. */
    code: z.string().optional(),
    /** The values of the coded message's placeholders, e.g. `{ count: 30 }`. */
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  })
  .meta({ id: 'Error' });
export type ErrorResponse = z.infer<typeof errorResponse>;

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/** The name of an editor item: not empty, less than 100 characters (spec §5). */
export const featureName = z
  .string({
    error: (issue) => (issue.input == null ? MESSAGES.featureNameEmpty : MESSAGES.nameNotText),
  })
  .trim()
  .min(1, MESSAGES.featureNameEmpty)
  .max(FEATURE_NAME_MAX_LENGTH, MESSAGES.featureNameTooLong);

/** The message an editor's name field shows, as `featureName` refuses the name; null when valid. */
export function featureNameProblem(name: string): string | null {
  const parsed = featureName.safeParse(name);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? MESSAGES.featureNameEmpty);
}

/** A client-made id inside a document (competitor, criterion, skill): short and non-empty. */
export const itemId = z
  .string()
  .min(1, 'Id must not be empty')
  .max(64, 'Id must be at most 64 characters');

/** A list entry of any feature type (architecture §6). */
export const featureListItem = z.object({
  PK: z.string(),
  SK: z.string(),
  name: z.string(),
  UPDATED_AT: timestamp,
  CREATED_AT: timestamp,
  thumbnailPath: imageUrl,
});
export type FeatureListItem = z.infer<typeof featureListItem>;

export const createFeatureRequest = z.object({ projectSK: keySchema('project') });
export type CreateFeatureRequest = z.input<typeof createFeatureRequest>;

/** `:PK/:SK` of a feature item. */
export const featureParams = (kind: KeyKind) =>
  z.object({ PK: keySchema('project'), SK: keySchema(kind) });

export const projectPkParams = z.object({ projectPK: keySchema('project') });

export const thumbnailResponse = z.object({ thumbnailPath: z.string() });
export type ThumbnailResponse = z.infer<typeof thumbnailResponse>;
