import { BACKUP_MESSAGES, MAX_PROJECTS, MESSAGES } from 'shared-contracts';
import type { Db } from '../db/database.js';
import type { FeatureCatalog } from '../features/catalog.js';
import { badRequest, conflict, HttpError } from '../http/errors.js';
import { type BlobStore, newBlobKey } from '../images/blob-store.js';
import { ImageRejectedError } from '../images/image-processing.js';
import { countProjects, insertRestoredProject } from '../store/project-backup.js';
import type { StoredProject } from '../store/projects.js';
import { planRestore } from './plan-restore.js';
import { type ImageToStore, imageToStore } from './restore-images.js';

interface RestoreServices {
  db: Db;
  blobs: BlobStore;
  features: FeatureCatalog;
  /** Told when a picture stored for a failed restore could not be deleted again. */
  onCleanupFailure(error: unknown, keys: readonly string[]): void;
}

/** Pictures written to the blob store at once: S3's round trips overlap, memory does not grow. */
const CONCURRENT_PUTS = 4;

/**
 * Restores a backup (any JSON value) as a new project of the user. Everything is checked
 * before anything is written: the file (plan-restore.ts), the user's project limit, then
 * every picture. Then the pictures are stored and the rows written in one transaction; if
 * anything fails from there, the pictures already stored are deleted, so a refused or
 * failed restore leaves nothing behind.
 */
export async function restoreProject(
  services: RestoreServices,
  userId: string,
  body: unknown,
): Promise<StoredProject> {
  const { db, blobs, features } = services;
  const plan = planRestore(features, body);
  // Checked again under lock when writing; here so a full account is told before the
  // pictures are worked on.
  if ((await countProjects(db, userId)) >= MAX_PROJECTS) throw conflict(MESSAGES.maxProjects);

  // One at a time: each is decoded and re-encoded, the heaviest work of a restore.
  const images: (ImageToStore | null)[] = [];
  for (const item of plan.items) {
    if (!item.image) {
      images.push(null);
      continue;
    }
    try {
      images.push(await imageToStore(item.image));
    } catch (error) {
      if (error instanceof ImageRejectedError || error instanceof HttpError) {
        throw badRequest(BACKUP_MESSAGES.inItem(item.label, error.message));
      }
      throw error;
    }
  }

  const keys = images.map((image) => (image ? newBlobKey(image.format) : null));
  const pictureKeys = keys.filter((key): key is string => key !== null);
  try {
    await storeAll(blobs, images, keys);
    return await insertRestoredProject(db, userId, {
      ...plan.project,
      items: plan.items.map((item, index) => ({
        id: item.id,
        type: item.def.type,
        name: item.name,
        content: item.content,
        thumbnailKey: keys[index] ?? null,
      })),
    });
  } catch (error) {
    // Every key, stored or not: deleting an absent one is no error, and a put that failed
    // half way may have left something under its key.
    await blobs
      .deleteMany(pictureKeys)
      .catch((cleanup) => services.onCleanupFailure(cleanup, pictureKeys));
    throw error;
  }
}

/** Stores every picture; on a failure, waits for the puts under way before throwing. */
async function storeAll(
  blobs: BlobStore,
  images: readonly (ImageToStore | null)[],
  keys: readonly (string | null)[],
): Promise<void> {
  let next = 0;
  const failures: unknown[] = [];
  const worker = async () => {
    while (failures.length === 0 && next < images.length) {
      const index = next++;
      const image = images[index];
      if (!image) continue;
      try {
        await blobs.put(keys[index]!, image.body, image.contentType);
      } catch (error) {
        failures.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT_PUTS }, worker));
  if (failures.length > 0) throw failures[0];
}
