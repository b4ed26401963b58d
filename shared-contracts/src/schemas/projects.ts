import { z } from 'zod';
import {
  PROJECT_DESCRIPTION_MAX_LENGTH,
  PROJECT_NAME_MAX_LENGTH,
  PROJECT_NAME_MIN_LENGTH,
} from '../limits.js';
import { MESSAGES } from '../messages.js';
import { expectedVersion, imageUrl, itemVersion, keySchema, timestamp } from './common.js';

export const DEFAULT_PROJECT_NAME = 'Project name';

export const projectName = z
  .string({
    error: (issue) => (issue.input == null ? MESSAGES.projectNameTooShort : MESSAGES.nameNotText),
  })
  .trim()
  .min(PROJECT_NAME_MIN_LENGTH, MESSAGES.projectNameTooShort)
  .max(PROJECT_NAME_MAX_LENGTH, MESSAGES.projectNameTooLong);

export const projectDescription = z
  .string({ error: MESSAGES.descriptionNotText })
  .max(PROJECT_DESCRIPTION_MAX_LENGTH, MESSAGES.projectDescriptionTooLong)
  // Enter is blocked in the description box (spec §5); a pasted line break becomes a space.
  .transform((text) => text.replace(/\r\n?|\n/g, ' '));

export const project = z
  .object({
    PK: z.string(),
    SK: z.string(),
    name: z.string(),
    description: z.string(),
    UPDATED_AT: timestamp,
    CREATED_AT: timestamp,
    version: itemVersion,
    // The latest thumbnail of the types spec §7 names (and of sitemaps, issue G5a), each in
    // a field of its own, as existing clients read them; the server fills them from the
    // editors' descriptions (`projectThumbnailField`). A new type is in `thumbnails` only.
    empathyMapThumbnailPath: imageUrl,
    uxPersonaThumbnailPath: imageUrl,
    competitorAnalysisThumbnailPath: imageUrl,
    sitemapThumbnailPath: imageUrl,
    /**
     * The latest thumbnail of every editor type the server stores, by type (issue H1): the
     * named fields above cover the types spec §7 knew; this covers all, new ones too.
     * Every type the server stores is a key, `null` while it has no thumbnail in this
     * project, so a client can tell "no picture yet" (null) from "not a type this server
     * stores" (absent), as the named fields say "none" with null.
     */
    thumbnails: z.record(z.string(), imageUrl).meta({
      description:
        'Latest thumbnail URL per editor type (uxPersona, empathyMap, …); every stored type ' +
        'is a key, null when it has none',
    }),
  })
  .meta({ id: 'Project' });
export type Project = z.infer<typeof project>;

export const projectList = z.array(project);

export const updateProjectRequest = z.object({
  SK: keySchema('project'),
  name: projectName,
  description: projectDescription.optional().default(''),
  ...expectedVersion,
});
export type UpdateProjectRequest = z.input<typeof updateProjectRequest>;

export const projectParams = z.object({ PK: keySchema('user'), SK: keySchema('project') });

/** The messages the project form shows, computed the way the server validates (spec §5). */
export function projectFormProblems(input: { name: string; description: string }): string[] {
  const result = z.object({ name: projectName, description: projectDescription }).safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}
