import { ApiError, apiJson, sendJson, uploadImage } from 'shared-auth';
import {
  type ContractSource,
  type DetailOf,
  type EditorContract,
  type FeatureListItem,
  fromRouteKey,
  loadContract,
  type Project,
  type StoredItems,
  toApiPathKey,
  type UpdateOf,
} from 'shared-contracts';
import { loadFeatureSchemas } from './schemas';

/**
 * The calls of spec §7 for any editor type, written once: an editor's description says
 * where its resource is (`items.apiPath`), its contract what the answers look like. Every
 * detail is checked with the editor's own schema, so a server that answers something
 * else fails here, loudly, instead of rendering half an editor. The schemas (zod) are
 * loaded with the first call (issue H2): a read goes out at once beside them, a write once
 * they are here. The contract may come in its lazy form (shared-contracts' lazyContract),
 * which an editor's first render carries.
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
    const [answer, { featureList }] = await Promise.all([
      apiJson(`${base(editor)}/${toApiPathKey(projectSK)}`),
      loadFeatureSchemas(),
    ]);
    return featureList.parse(answer);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

/** The editor's detail schema, loaded with the kit's own when need be. */
async function detailOf<C extends EditorContract>(source: ContractSource<C>) {
  const [contract, { detailSchema }] = await Promise.all([
    loadContract(source),
    loadFeatureSchemas(),
  ]);
  return detailSchema(contract);
}

export async function fetchFeature<C extends EditorContract>(
  contract: ContractSource<C>,
  keys: ItemKeys,
): Promise<DetailOf<C>> {
  // The request does not wait for the schemas: both go out at once.
  const [answer, detail] = await Promise.all([
    apiJson(itemPath(contract.editor, keys), { cache: 'no-store' }),
    detailOf(contract),
  ]);
  return detail.parse(answer);
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
export async function createFeatureItem<C extends EditorContract>(
  contract: ContractSource<C>,
  projectSK: string,
): Promise<DetailOf<C>> {
  // A write waits for the schemas that check its answer (see saveFeature).
  const detail = await detailOf(contract);
  return sendJson('POST', base(contract.editor), { projectSK: fromRouteKey(projectSK) }, detail);
}

/** POST {projectSK}, answering only the new item's keys: all a caller without its schemas reads. */
export async function createFeature(editor: ItemsEditor, projectSK: string): Promise<ItemKeys> {
  const { createdItemKeys } = await loadFeatureSchemas();
  const { PK, SK } = await sendJson(
    'POST',
    base(editor),
    { projectSK: fromRouteKey(projectSK) },
    createdItemKeys,
  );
  return { PK, SK };
}

/** PATCH with the whole object (spec §7); answers the stored item. */
export async function saveFeature<C extends EditorContract>(
  contract: ContractSource<C>,
  body: UpdateOf<C>,
): Promise<DetailOf<C>> {
  // A write waits for the schemas that check its answer: one whose answer could not be
  // read (the schemas did not load) would be stored while the editor said it was not.
  // They are usually here already, loaded with the item.
  return sendJson('PATCH', base(contract.editor), body, await detailOf(contract));
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
  const [answer, { thumbnailResponse }] = await Promise.all([
    uploadImage<unknown>(`${base(editor)}/upload-thumbnail`, keys, image, fileName),
    loadFeatureSchemas(),
  ]);
  const parsed = thumbnailResponse.safeParse(answer);
  if (!parsed.success) {
    throw new ApiError(200, 'The server did not answer with the image URL', answer);
  }
  return parsed.data.thumbnailPath;
}

/** One project of the signed-in user (whose key is the project's PK). */
export async function fetchProject(userPK: string, projectSK: string): Promise<Project> {
  const [answer, { project }] = await Promise.all([
    apiJson(`/api/projects/${toApiPathKey(userPK)}/${toApiPathKey(projectSK)}`),
    loadFeatureSchemas(),
  ]);
  return project.parse(answer);
}

/** All of the signed-in user's projects, as the server orders them. */
export async function fetchProjects(): Promise<Project[]> {
  const [answer, { projectList }] = await Promise.all([
    apiJson('/api/projects'),
    loadFeatureSchemas(),
  ]);
  return projectList.parse(answer);
}

/** POST /api/projects: a new project named "Project name" (the server's default). */
export async function createProject(): Promise<Project> {
  const { project } = await loadFeatureSchemas();
  return apiJson('/api/projects', { method: 'POST' }, project);
}
