import { ApiError, apiJson, sendJson, uploadImage } from 'shared-auth';
import {
  FEATURE_API_PATHS,
  type FeatureListItem,
  type FeatureType,
  fromRouteKey,
  type Project,
  project,
  thumbnailResponse,
  toApiPathKey,
} from 'shared-contracts';
import {
  detailSchema,
  type FeatureDetail,
  type FeatureUpdate,
  featureList,
} from './feature-schemas';

/**
 * The calls of spec §7 for one editor type, written once for all three. Every answer is
 * checked with its shared-contracts schema (feature-schemas.ts), so a server that answers
 * something else fails here, loudly, instead of rendering half an editor.
 */

/** An item's keys as the server writes them: PK is its project's key, SK its own. */
export interface ItemKeys {
  PK: string;
  SK: string;
}

const base = (type: FeatureType) => `/api/${FEATURE_API_PATHS[type]}`;
const itemPath = (type: FeatureType, { PK, SK }: ItemKeys) =>
  `${base(type)}/${toApiPathKey(PK)}/${toApiPathKey(SK)}`;

/** A project's items of one type; a 404 counts as an empty list (spec §7). */
export async function fetchFeatureList(
  type: FeatureType,
  projectSK: string,
): Promise<FeatureListItem[]> {
  try {
    return await apiJson(`${base(type)}/${toApiPathKey(projectSK)}`, undefined, featureList);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export function fetchFeature<T extends FeatureType>(
  type: T,
  keys: ItemKeys,
): Promise<FeatureDetail<T>> {
  return apiJson(itemPath(type, keys), { cache: 'no-store' }, detailSchema(type));
}

/** POST {projectSK}: a new item with the server's default content; answers the whole item. */
export function createFeatureItem<T extends FeatureType>(
  type: T,
  projectSK: string,
): Promise<FeatureDetail<T>> {
  return sendJson('POST', base(type), { projectSK: fromRouteKey(projectSK) }, detailSchema(type));
}

/** createFeatureItem, answering only the new item's keys. */
export async function createFeature(type: FeatureType, projectSK: string): Promise<ItemKeys> {
  const { PK, SK } = await createFeatureItem(type, projectSK);
  return { PK, SK };
}

/** PATCH with the whole object (spec §7); answers the stored item. */
export function saveFeature<T extends FeatureType>(
  type: T,
  body: FeatureUpdate<T>,
): Promise<FeatureDetail<T>> {
  return sendJson('PATCH', base(type), body, detailSchema(type));
}

export function deleteFeature(type: FeatureType, keys: ItemKeys): Promise<void> {
  return apiJson<void>(itemPath(type, keys), { method: 'DELETE' });
}

/**
 * Uploads an item's thumbnail, or a persona's photo (the persona's one image). Resolves
 * to the image's URL; rejects with the server's message ('Only images are allowed!').
 */
export async function uploadFeatureThumbnail(
  type: FeatureType,
  keys: ItemKeys,
  image: Blob,
  fileName = 'thumbnail.jpg',
): Promise<string> {
  const answer = await uploadImage<unknown>(
    `${base(type)}/upload-thumbnail`,
    keys,
    image,
    fileName,
  );
  const parsed = thumbnailResponse.safeParse(answer);
  if (!parsed.success) {
    throw new ApiError(200, 'The server did not answer with the image URL', answer);
  }
  return parsed.data.thumbnailPath;
}

/** One project of the signed-in user (whose key is the project's PK). */
export function fetchProject(userPK: string, projectSK: string): Promise<Project> {
  return apiJson(
    `/api/projects/${toApiPathKey(userPK)}/${toApiPathKey(projectSK)}`,
    undefined,
    project,
  );
}
