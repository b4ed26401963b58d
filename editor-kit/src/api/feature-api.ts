import { ApiError, apiJson, sendJson, uploadImage } from 'shared-auth';
import {
  type DetailOf,
  type EditorContract,
  type FeatureListItem,
  fromRouteKey,
  type Project,
  project,
  projectList,
  type StoredItems,
  thumbnailResponse,
  toApiPathKey,
  type UpdateOf,
} from 'shared-contracts';
import { createdItemKeys, detailSchema, featureList } from './feature-schemas';

/**
 * The calls of spec §7 for any editor type, written once: an editor's description says
 * where its resource is (`items.apiPath`), its contract what the answers look like. Every
 * detail is checked with the editor's own schema, so a server that answers something
 * else fails here, loudly, instead of rendering half an editor.
 */

/** An item's keys as the server writes them: PK is its project's key, SK its own. */
export interface ItemKeys {
  PK: string;
  SK: string;
}

/** An editor that stores items, as far as these calls need it: where its resource is. */
export interface ItemsEditor {
  items: Pick<StoredItems, 'apiPath'>;
}

const base = (editor: ItemsEditor) => `/api/${editor.items.apiPath}`;
const itemPath = (editor: ItemsEditor, { PK, SK }: ItemKeys) =>
  `${base(editor)}/${toApiPathKey(PK)}/${toApiPathKey(SK)}`;

/** A project's items of one type; a 404 counts as an empty list (spec §7). */
export async function fetchFeatureList(
  editor: ItemsEditor,
  projectSK: string,
): Promise<FeatureListItem[]> {
  try {
    return await apiJson(`${base(editor)}/${toApiPathKey(projectSK)}`, undefined, featureList);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export function fetchFeature<C extends EditorContract>(
  contract: C,
  keys: ItemKeys,
): Promise<DetailOf<C>> {
  return apiJson(itemPath(contract.editor, keys), { cache: 'no-store' }, detailSchema(contract));
}

/**
 * One item as the API answers it, unchecked: for a read-only viewer (issue H5), which
 * reads it defensively and carries no schemas, so a page that shows items of every
 * editor need not load every editor's.
 */
export function fetchItemDetail(
  editor: ItemsEditor,
  keys: ItemKeys,
): Promise<Record<string, unknown>> {
  return apiJson(itemPath(editor, keys), { cache: 'no-store' });
}

/** POST {projectSK}: a new item with the server's default content; answers the whole item. */
export function createFeatureItem<C extends EditorContract>(
  contract: C,
  projectSK: string,
): Promise<DetailOf<C>> {
  return sendJson(
    'POST',
    base(contract.editor),
    { projectSK: fromRouteKey(projectSK) },
    detailSchema(contract),
  );
}

/** POST {projectSK}, answering only the new item's keys: all a caller without its schemas reads. */
export async function createFeature(editor: ItemsEditor, projectSK: string): Promise<ItemKeys> {
  const { PK, SK } = await sendJson(
    'POST',
    base(editor),
    { projectSK: fromRouteKey(projectSK) },
    createdItemKeys,
  );
  return { PK, SK };
}

/** PATCH with the whole object (spec §7); answers the stored item. */
export function saveFeature<C extends EditorContract>(
  contract: C,
  body: UpdateOf<C>,
): Promise<DetailOf<C>> {
  return sendJson('PATCH', base(contract.editor), body, detailSchema(contract));
}

export function deleteFeature(editor: ItemsEditor, keys: ItemKeys): Promise<void> {
  return apiJson<void>(itemPath(editor, keys), { method: 'DELETE' });
}

/**
 * Uploads an item's thumbnail, or a persona's photo (the persona's one image). Resolves
 * to the image's URL; rejects with the server's message ('Only images are allowed!').
 */
export async function uploadFeatureThumbnail(
  editor: ItemsEditor,
  keys: ItemKeys,
  image: Blob,
  fileName = 'thumbnail.jpg',
): Promise<string> {
  const answer = await uploadImage<unknown>(
    `${base(editor)}/upload-thumbnail`,
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

/** All of the signed-in user's projects, as the server orders them. */
export function fetchProjects(): Promise<Project[]> {
  return apiJson('/api/projects', undefined, projectList);
}

/** POST /api/projects: a new project named "Project name" (the server's default). */
export function createProject(): Promise<Project> {
  return apiJson('/api/projects', { method: 'POST' }, project);
}
