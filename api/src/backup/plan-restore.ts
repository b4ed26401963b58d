import { randomUUID } from 'node:crypto';
import {
  BACKUP_MESSAGES,
  type BackupImage,
  backupItem,
  backupProject,
  buildKey,
  keySchema,
  MESSAGES,
  PROJECT_BACKUP_FORMAT,
  PROJECT_BACKUP_VERSION,
  projectBackup,
  projectDescription,
  projectName,
} from 'shared-contracts';
import { z } from 'zod';
import type { FeatureCatalog } from '../features/catalog.js';
import type { FeatureDefinition } from '../features/definition.js';
import { badRequest } from '../http/errors.js';
import { storedContent } from '../store/features.js';
import { remapKeys } from './remap-keys.js';

/*
 * Reading a backup into what a restore writes, before anything is written: every rule a
 * save of each item would apply (the type's own update schema, the same one PATCH uses, so
 * every limit and message is the editor's), the counts, and the keys' new values. Pure:
 * the pictures are checked after this (restore-images.ts), the writing is the store's.
 */

/** One item as it will be stored. */
interface PlannedItem {
  /** How refusals name it: `Item 3 (UX persona “Anna”)`. */
  label: string;
  def: FeatureDefinition;
  /** Its new id. */
  id: string;
  name: string;
  /** Its content fields, as a save stores them, naming the restored items' new keys. */
  content: Record<string, unknown>;
  image: BackupImage | null;
}

interface RestorePlan {
  project: { id: string; name: string; description: string };
  /** In the backup's order. */
  items: PlannedItem[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** As the API words a schema's refusal (http/errors.ts): zod's own wording gets its field. */
const ZOD_GENERIC = /^Invalid (input|option|element|union|key in)\b/;

function firstProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return MESSAGES.invalidRequest;
  if (!ZOD_GENERIC.test(issue.message) || issue.path.length === 0) return issue.message;
  return `${issue.path.map(String).join('.')}: ${issue.message}`;
}

/** Names and types shown in messages are cut, so a long one cannot bury the problem. */
const SHOWN_TEXT_LENGTH = 40;

/** Text from the file as a message shows it: trimmed, and cut when long. */
function shown(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length <= SHOWN_TEXT_LENGTH) return trimmed;
  // Not between the two halves of an emoji.
  const end = /[\ud800-\udbff]/.test(trimmed[SHOWN_TEXT_LENGTH - 1]!)
    ? SHOWN_TEXT_LENGTH - 1
    : SHOWN_TEXT_LENGTH;
  return `${trimmed.slice(0, end)}…`;
}

/** `Item 3 (UX persona “Anna”)`, with as much as the raw item says of itself. */
function itemLabel(catalog: FeatureCatalog, raw: unknown, index: number): string {
  const item = isRecord(raw) ? raw : {};
  const def = typeof item.type === 'string' ? catalog.byType(item.type) : undefined;
  const name = typeof item.name === 'string' ? shown(item.name) : '';
  const parts = [def?.editor.noun, name ? `“${name}”` : undefined].filter(Boolean);
  return `Item ${index + 1}${parts.length > 0 ? ` (${parts.join(' ')})` : ''}`;
}

/** The envelope, checked in the order that gives each kind of wrong file its own answer. */
function readEnvelope(body: unknown) {
  if (!isRecord(body)) throw badRequest(BACKUP_MESSAGES.notABackup);
  const { format, version } = body;
  if (format !== PROJECT_BACKUP_FORMAT) {
    const named = typeof format === 'string' ? shown(format) : '';
    throw badRequest(named ? BACKUP_MESSAGES.otherFormat(named) : BACKUP_MESSAGES.notABackup);
  }
  if (version !== PROJECT_BACKUP_VERSION) {
    throw badRequest(
      Number.isSafeInteger(version) && (version as number) > PROJECT_BACKUP_VERSION
        ? BACKUP_MESSAGES.newerVersion(version as number)
        : BACKUP_MESSAGES.unknownVersion,
    );
  }
  if (!projectBackup.shape.exportedAt.safeParse(body.exportedAt).success) {
    throw badRequest(BACKUP_MESSAGES.exportedAt);
  }
  if (!isRecord(body.project)) throw badRequest(BACKUP_MESSAGES.notABackup);
  if (!Array.isArray(body.items)) throw badRequest(BACKUP_MESSAGES.itemsNotList);
  return { project: body.project, items: body.items as unknown[] };
}

/** The project as a rename (PATCH /api/projects) would take it. */
const projectFields = z.object({
  key: backupProject.shape.key,
  name: projectName,
  description: projectDescription.optional().default(''),
});

/** An item's own fields; its name and content are the type's schema's to judge. */
const itemFields = backupItem.extend({ name: z.unknown() });

/** The content fields of each type: those of its default content, found once. */

/**
 * The restore of `body`, or a 400 naming the first problem and where it is. New ids come
 * from `newId`. Items of a type over its `maxPerProject`, of a type this server does not
 * serve, with a key that is not one of their type's or repeated, or whose content its
 * type's save would refuse are refused; so is a reference field (the contract's
 * `references`) naming an item the backup does not hold, as a save naming an item that is
 * not in the project is. Other text that names a key the backup does not hold is kept as
 * it is, as a save keeps it.
 */
export function planRestore(
  catalog: FeatureCatalog,
  body: unknown,
  newId: () => string = randomUUID,
): RestorePlan {
  const envelope = readEnvelope(body);
  const projectRead = projectFields.safeParse(envelope.project);
  if (!projectRead.success)
    throw badRequest(BACKUP_MESSAGES.inProject(firstProblem(projectRead.error)));
  const project = {
    id: newId(),
    name: projectRead.data.name,
    description: projectRead.data.description,
  };
  const projectKey = buildKey('project', project.id);

  // Before any item is read, so a file of a million items costs one comparison.
  const maxItems = catalog.all.reduce((sum, def) => sum + def.maxPerProject, 0);
  if (envelope.items.length > maxItems) throw badRequest(BACKUP_MESSAGES.tooManyItems(maxItems));

  const renames = new Map<string, string>([[projectRead.data.key, projectKey]]);
  const counts = new Map<FeatureDefinition, number>();
  const read = envelope.items.map((raw, index): PlannedItem => {
    const label = itemLabel(catalog, raw, index);
    const refuse = (problem: string) => badRequest(BACKUP_MESSAGES.inItem(label, problem));
    if (!isRecord(raw)) throw refuse(BACKUP_MESSAGES.notAnItem);
    const fields = itemFields.safeParse(raw);
    if (!fields.success) throw refuse(firstProblem(fields.error));
    const { type, key, name, content, image } = fields.data;
    const def = catalog.byType(type);
    if (!def) throw refuse(BACKUP_MESSAGES.unknownType(shown(type)));
    const count = (counts.get(def) ?? 0) + 1;
    if (count > def.maxPerProject) throw refuse(MESSAGES.maxFeatures);
    counts.set(def, count);
    const oldKey = keySchema(def.keyKind).safeParse(key);
    if (!oldKey.success) throw refuse(firstProblem(oldKey.error));
    if (renames.has(oldKey.data)) throw refuse(BACKUP_MESSAGES.duplicateKey);
    const id = newId();
    const itemKey = buildKey(def.keyKind, id);
    renames.set(oldKey.data, itemKey);
    // The body a save of the restored item would send; its own name and keys win over
    // any the content carries, and a version is not content.
    const { version: _version, ...contentFields } = content;
    const saved = def.updateRequest.safeParse({
      ...contentFields,
      name,
      projectSK: projectKey,
      [def.skField]: itemKey,
    });
    if (!saved.success) throw refuse(firstProblem(saved.error));
    const data = saved.data as Record<string, unknown> & { name: string };
    return { label, def, id, name: data.name, content: storedContent(def, data), image };
  });

  // Every new key is known only now: references may point forwards in the file.
  const restoredKeys = new Set(renames.values());
  const items = read.map((item) => {
    const content = remapKeys(item.content, renames);
    for (const reference of item.def.references ?? []) {
      const named = content[reference.field];
      if (named === null || named === undefined) continue;
      const target = catalog.byType(reference.type)!;
      const restored =
        typeof named === 'string' &&
        named.startsWith(`${target.keyPrefix}#`) &&
        restoredKeys.has(named);
      if (!restored) {
        throw badRequest(BACKUP_MESSAGES.inItem(item.label, reference.message));
      }
    }
    return { ...item, content };
  });
  return { project, items };
}
