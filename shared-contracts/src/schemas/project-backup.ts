import { z } from 'zod';
import { MAX_BACKUP_BYTES, MAX_UPLOAD_BYTES } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { keySchema } from './common.js';

/*
 * A whole project in one file (issue H5): its name and description, every item with its
 * content and its picture. `docs/backup-format.md` documents the format for people
 * outside this repository; this module is what the server writes and reads.
 */

/** What every backup says it is: a file of another kind is refused as such. */
export const PROJECT_BACKUP_FORMAT = 'ux-artefacts/project-backup';
/**
 * The format's version. It changes only when a reader of the old version would misread a
 * new file (a field renamed, a meaning changed); a reader refuses a newer version than its
 * own with a message of its own rather than guess.
 */
export const PROJECT_BACKUP_VERSION = 1;
/** How a backup's file name ends: `<project name>.uxbackup.json`. */
export const PROJECT_BACKUP_FILE_SUFFIX = '.uxbackup.json';

/** The picture types a backup carries: the ones the upload accepts (architecture §8). */
export const BACKUP_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Characters of the padded base64 text of `bytes` bytes. */
export const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;

/**
 * The refusals of a restore. Kept beside the format rather than in MESSAGES: MESSAGES is
 * the catalogue every client must translate whole, and no client shows these yet; the
 * server's English is what a client without a translation shows anyway.
 */
export const BACKUP_MESSAGES = {
  notABackup: 'This file is not a project backup',
  otherFormat: (format: string) =>
    `This file is not a project backup: its format is “${format}”, not “${PROJECT_BACKUP_FORMAT}”`,
  newerVersion: (version: number) =>
    `This backup was made by a newer version of the site (backup version ${version}); this site reads backup version ${PROJECT_BACKUP_VERSION}`,
  unknownVersion: `This backup has no version this site reads (it reads backup version ${PROJECT_BACKUP_VERSION})`,
  tooLarge: `This backup is larger than ${MAX_BACKUP_BYTES / 1_000_000} MB, the most this site restores`,
  exportedAt: 'exportedAt must be a date and time (ISO 8601)',
  itemsNotList: 'The backup has no list of items',
  tooManyItems: (max: number) => `A project holds at most ${max} items; this backup has more`,
  notAnItem: 'This is not an item: an item has a type, a key, a name, content and an image',
  unknownType: (type: string) => `This site has no editor for items of type “${type}”`,
  duplicateKey: 'Another item of this backup has the same key',
  imageNotBase64: 'The picture is not valid base64 text',
  imageTypeMismatch: (contentType: string) => `The picture is not the ${contentType} it says it is`,
  /** Where a refusal is: `Item 3 (UX persona “Anna”): <the schema's own message>`. */
  inItem: (what: string, problem: string) => `${what}: ${problem}`,
  inProject: (problem: string) => `Project: ${problem}`,
} as const;

export const backupImage = z
  .object({
    contentType: z.enum(BACKUP_IMAGE_TYPES, { error: MESSAGES.onlyImages }),
    base64: z
      .string({ error: BACKUP_MESSAGES.imageNotBase64 })
      .max(base64Length(MAX_UPLOAD_BYTES), MESSAGES.uploadTooLarge)
      .meta({ description: 'The picture file, in base64 (RFC 4648, padded)' }),
  })
  .meta({ id: 'BackupImage' });
export type BackupImage = z.infer<typeof backupImage>;

export const backupItem = z
  .object({
    type: z
      .string()
      .meta({ description: "The editor type: 'uxPersona', 'empathyMap', … (items.type)" }),
    key: z.string().meta({
      description:
        'The item key when exported (UXPERS#<uuid>). A restore gives the item a new key and ' +
        'writes the new key wherever the content named the old one.',
    }),
    name: z.string(),
    content: z.record(z.string(), z.unknown()).meta({
      description:
        "The item's content fields, as the editor's save (PATCH) body has them without its " +
        'name, keys and version',
    }),
    image: backupImage.nullable().meta({
      description: "The item's thumbnail (a persona's photo), or null when it has none",
    }),
  })
  .meta({ id: 'BackupItem' });
export type BackupItem = z.infer<typeof backupItem>;

export const backupProject = z.object({
  /** Written in the content where an item named its project; replaced on restore. */
  key: keySchema('project'),
  name: z.string(),
  description: z.string(),
});

/** A whole project as one JSON document: what the export answers and the restore takes. */
export const projectBackup = z
  .object({
    format: z.literal(PROJECT_BACKUP_FORMAT),
    version: z.literal(PROJECT_BACKUP_VERSION),
    exportedAt: z.iso.datetime({ offset: true, error: BACKUP_MESSAGES.exportedAt }),
    project: backupProject,
    items: z.array(backupItem),
  })
  .meta({
    id: 'ProjectBackup',
    description:
      'A whole project: its name, description and items, each with its content and picture ' +
      '(docs/backup-format.md)',
  });
export type ProjectBackup = z.input<typeof projectBackup>;
