import { ApiError, apiJson, type ResponseSchema, sendJson, uploadImage } from 'shared-auth';
import {
  FEATURE_ROUTES,
  type FeatureListItem,
  type FeatureType,
  fromRouteKey,
  type Project,
  toApiPathKey,
} from 'shared-contracts';

/**
 * The calls of spec §7 for one editor type, written once for all three. Answers are
 * checked with the schemas the caller passes (shared-contracts' zod schemas): this module
 * is part of shared-ui, which every page loads, so it must not import zod itself.
 */

/** An item's keys as the server writes them: PK is its project's key, SK its own. */
export interface ItemKeys {
  PK: string;
  SK: string;
}

const base = (type: FeatureType) => `/api/${FEATURE_ROUTES[type].apiPath}`;
const itemPath = (type: FeatureType, { PK, SK }: ItemKeys) =>
  `${base(type)}/${toApiPathKey(PK)}/${toApiPathKey(SK)}`;

/** A project's items of one type; a 404 counts as an empty list (spec §7). */
export async function fetchFeatureList(
  type: FeatureType,
  projectSK: string,
  schema?: ResponseSchema<FeatureListItem[]>,
): Promise<FeatureListItem[]> {
  try {
    return await apiJson(`${base(type)}/${toApiPathKey(projectSK)}`, undefined, schema);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export function fetchFeature<Detail>(
  type: FeatureType,
  keys: ItemKeys,
  schema: ResponseSchema<Detail>,
): Promise<Detail> {
  return apiJson(itemPath(type, keys), { cache: 'no-store' }, schema);
}

/** POST {projectSK}: a new item with the server's default content; answers the whole item. */
export function createFeatureItem<Item extends ItemKeys>(
  type: FeatureType,
  projectSK: string,
  schema?: ResponseSchema<Item>,
): Promise<Item> {
  return sendJson('POST', base(type), { projectSK: fromRouteKey(projectSK) }, schema);
}

/** createFeatureItem, answering only the new item's keys. */
export async function createFeature(
  type: FeatureType,
  projectSK: string,
  schema?: ResponseSchema<ItemKeys>,
): Promise<ItemKeys> {
  const { PK, SK } = await createFeatureItem(type, projectSK, schema);
  return { PK, SK };
}

/** PATCH with the whole object (spec §7); answers the stored item. */
export function saveFeature<Detail>(
  type: FeatureType,
  body: unknown,
  schema: ResponseSchema<Detail>,
): Promise<Detail> {
  return sendJson('PATCH', base(type), body, schema);
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
  const answer = await uploadImage<{ thumbnailPath?: unknown }>(
    `${base(type)}/upload-thumbnail`,
    keys,
    image,
    fileName,
  );
  if (typeof answer?.thumbnailPath !== 'string') {
    throw new ApiError(200, 'The server did not answer with the image URL', answer);
  }
  return answer.thumbnailPath;
}

/** One project of the signed-in user (whose key is the project's PK). */
export function fetchProject(
  userPK: string,
  projectSK: string,
  schema?: ResponseSchema<Project>,
): Promise<Project> {
  return apiJson(
    `/api/projects/${toApiPathKey(userPK)}/${toApiPathKey(projectSK)}`,
    undefined,
    schema,
  );
}
