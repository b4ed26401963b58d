import type { EditorContract } from '../editors/contract.js';
import { buildKey, type KeyKind, normalizeKey } from '../keys.js';
import { MAX_UPLOAD_BYTES } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { createFeatureRequest, featureListItem, thumbnailResponse } from '../schemas/common.js';
import {
  DEFAULT_PROJECT_NAME,
  type Project,
  projectList,
  project as projectSchema,
  updateProjectRequest,
} from '../schemas/projects.js';
import {
  type AnyDetail,
  type Content,
  type Detail,
  FAKE_EDITORS,
  type FeatureType,
} from './api-fake-features.js';
import {
  accessTokenFor,
  errorAnswer,
  type FakeApiCall,
  FakeApiRefusal,
  jsonAnswer,
  matches,
  noContent,
  parseBody,
  type ReadRequest,
  readRequest,
} from './api-fake-http.js';

/**
 * One fake of the API for the clients' unit tests (the editor kit's, the remotes' and the
 * shell's), behind `fetch`, built once from the shared schemas: each request is read with
 * the schema the server's route uses (a body the server would refuse is refused with the
 * schema's message), each answer goes through its response schema, and the server's rules
 * the clients depend on are written here once: the concurrent-edit rule (a save from a
 * stale version answers 409 and stores nothing), versions and timestamps, 404 for what the
 * user does not own, at most 30 items of a type per project. What it does not model
 * (argon2, image re-encoding, rate limits) belongs to the API's own HTTP tests.
 */

export interface FakeApiOptions {
  /** The editors it serves, by type; this package's by default (api-fake-features.ts). */
  editors?: Record<string, EditorContract>;
  /** Answers for addresses outside `/api` (a preset photo's bytes); 404 otherwise. */
  other?: (url: string) => Response | Promise<Response>;
}

interface Failure {
  method: string;
  path: string | RegExp;
  status: number;
  message: string;
  times: number;
}

export type ApiFake = ReturnType<typeof createApiFake>;

export function createApiFake({ other, editors = FAKE_EDITORS }: FakeApiOptions = {}) {
  // Typed by this package's editors; another contract is served alike at run time.
  const contracts = editors as Record<FeatureType, EditorContract>;
  const types = Object.keys(contracts) as FeatureType[];
  const typeByPath = new Map(types.map((type) => [contracts[type].editor.items.apiPath, type]));
  const editorOf = (type: FeatureType) => contracts[type].editor;
  const skField = (type: FeatureType) => editorOf(type).items.skField;
  const user = buildKey('user', crypto.randomUUID());
  const projects = new Map<string, Project>();
  const items = new Map<string, AnyDetail>();
  const calls: FakeApiCall[] = [];
  const failures: Failure[] = [];
  const gates: { path: string | RegExp; gate: Promise<unknown> }[] = [];
  let clock = 1_700_000_000_000;
  const now = () => ++clock;

  const typeOf = (key: string) => types.find((type) => normalizeKey(editorOf(type), key) !== null);
  const keyOf = (kind: KeyKind, key: string | undefined, what: string) => {
    const normalized = key === undefined ? null : normalizeKey(kind, key);
    if (normalized === null) throw new FakeApiRefusal(400, MESSAGES.invalidKey(what));
    return normalized;
  };
  const ownedProject = (projectSK: string) => {
    const found = projects.get(projectSK);
    if (!found) throw new FakeApiRefusal(404, MESSAGES.notFound('Project'));
    return found;
  };
  const ownedItem = <T extends FeatureType>(type: T, PK: string, SK: string): Detail<T> => {
    const found = items.get(SK);
    if (!found || found.PK !== PK || typeOf(SK) !== type) {
      throw new FakeApiRefusal(404, MESSAGES.notFound(editorOf(type).label));
    }
    return found as Detail<T>;
  };
  const itemsOf = (type: FeatureType, projectSK: string) =>
    [...items.values()]
      .filter((item) => item.PK === projectSK && typeOf(item.SK) === type)
      .sort((a, b) => b.UPDATED_AT - a.UPDATED_AT);
  const touch = (projectSK: string) => {
    const found = projects.get(projectSK);
    if (found) projects.set(projectSK, { ...found, UPDATED_AT: now() });
  };

  /** Stores a whole item of `type`, checked by its detail schema (the server's answer). */
  function store<T extends FeatureType>(type: T, detail: Detail<T>): Detail<T> {
    const checked = contracts[type].detail.parse(detail) as Detail<T>;
    items.set(checked.SK, checked);
    return checked;
  }

  function addItem<T extends FeatureType>(
    type: T,
    projectSK: string,
    content: Partial<Content<T>> = {},
  ): Detail<T> {
    ownedProject(projectSK);
    if (itemsOf(type, projectSK).length >= editorOf(type).items.maxPerProject) {
      throw new FakeApiRefusal(409, MESSAGES.maxFeatures);
    }
    const SK = buildKey(editorOf(type), crypto.randomUUID());
    // Seeded content is what a save could have stored: the update schema reads it.
    const { version: _v, ...accepted } = parseBody(contracts[type].update, {
      ...contracts[type].defaultContent(),
      ...content,
      projectSK,
      [skField(type)]: SK,
    }) as Record<string, unknown>;
    const at = now();
    touch(projectSK);
    return store(type, {
      ...accepted,
      PK: projectSK,
      SK,
      projectSK,
      [skField(type)]: SK,
      thumbnailPath: null,
      version: 1,
      UPDATED_AT: at,
      CREATED_AT: at,
    } as Detail<T>);
  }

  /** The concurrent-edit rule, once: a save from another version than the stored one is refused. */
  function checkVersion(stored: { version: number }, sent: number | undefined, what: string) {
    if (sent !== undefined && sent !== stored.version) {
      throw new FakeApiRefusal(409, MESSAGES.editConflict(what));
    }
  }

  function saveItem<T extends FeatureType>(type: T, body: unknown): Detail<T> {
    const request = parseBody(contracts[type].update, body) as Record<string, unknown> & {
      projectSK: string;
      version?: number;
    };
    const SK = request[skField(type)] as string;
    const stored = ownedItem(type, request.projectSK, SK);
    checkVersion(stored, request.version, editorOf(type).noun);
    for (const reference of contracts[type].references ?? []) {
      const referred = request[reference.field];
      const found = typeof referred === 'string' ? items.get(referred) : undefined;
      if (
        typeof referred === 'string' &&
        (found?.PK !== request.projectSK || typeOf(referred) !== reference.type)
      ) {
        throw new FakeApiRefusal(400, reference.message);
      }
    }
    const { projectSK: _p, version: _v, [skField(type)]: _k, ...content } = request;
    touch(request.projectSK);
    return store(type, { ...stored, ...content, version: stored.version + 1, UPDATED_AT: now() });
  }

  function deleteItem(type: FeatureType, PK: string, SK: string) {
    ownedItem(type, PK, SK);
    items.delete(SK);
    // Items that referred to it (an empathy map's persona) refer to nothing now: a change of theirs.
    for (const referring of types) {
      for (const reference of contracts[referring].references ?? []) {
        if (reference.type !== type) continue;
        for (const other of itemsOf(referring, PK)) {
          if ((other as Record<string, unknown>)[reference.field] !== SK) continue;
          store(referring, {
            ...other,
            [reference.field]: null,
            version: other.version + 1,
            UPDATED_AT: now(),
          });
        }
      }
    }
    touch(PK);
  }

  function uploadThumbnail(type: FeatureType, form: ReadRequest['form']) {
    const PK = keyOf('project', String(form?.get('PK') ?? ''), 'project');
    const SK = keyOf(editorOf(type), String(form?.get('SK') ?? ''), editorOf(type).noun);
    const image = form?.get('image');
    if (!(image instanceof Blob)) throw new FakeApiRefusal(400, MESSAGES.imageMissing);
    if (image.size > MAX_UPLOAD_BYTES) throw new FakeApiRefusal(413, MESSAGES.uploadTooLarge);
    const stored = ownedItem(type, PK, SK);
    const thumbnailPath = `/api/images/${crypto.randomUUID()}.jpg`;
    store(type, { ...stored, thumbnailPath });
    const owner = ownedProject(PK);
    const field = editorOf(type).items.projectThumbnailField;
    projects.set(PK, {
      ...owner,
      ...(field ? { [field]: thumbnailPath } : {}),
      thumbnails: { ...owner.thumbnails, [type]: thumbnailPath },
    });
    return thumbnailPath;
  }

  function addProject(fields: Partial<Pick<Project, 'name' | 'description'>> = {}): Project {
    const at = now();
    const created = projectSchema.parse({
      PK: user,
      SK: buildKey('project', crypto.randomUUID()),
      name: DEFAULT_PROJECT_NAME,
      description: '',
      ...fields,
      UPDATED_AT: at,
      CREATED_AT: at,
      version: 1,
      empathyMapThumbnailPath: null,
      uxPersonaThumbnailPath: null,
      competitorAnalysisThumbnailPath: null,
      sitemapThumbnailPath: null,
      thumbnails: Object.fromEntries(types.map((type) => [type, null])),
    });
    projects.set(created.SK, created);
    return created;
  }

  function saveProject(body: unknown): Project {
    const request = parseBody(updateProjectRequest, body);
    const stored = ownedProject(request.SK);
    checkVersion(stored, request.version, 'project');
    const saved = projectSchema.parse({
      ...stored,
      name: request.name,
      description: request.description,
      version: stored.version + 1,
      UPDATED_AT: now(),
    });
    projects.set(saved.SK, saved);
    return saved;
  }

  function route(request: ReadRequest): Response {
    const { method, segments, json, form } = request;
    const [, resource, first, second] = segments;
    if (resource === 'projects') {
      if (method === 'GET' && first === undefined) {
        const list = [...projects.values()].sort((a, b) => b.UPDATED_AT - a.UPDATED_AT);
        return jsonAnswer(projectList, list);
      }
      if (method === 'POST' && first === undefined)
        return jsonAnswer(projectSchema, addProject(), 201);
      if (method === 'PATCH' && first === undefined)
        return jsonAnswer(projectSchema, saveProject(json));
      if (keyOf('user', first, 'user') !== user)
        throw new FakeApiRefusal(404, MESSAGES.notFound('Project'));
      const SK = keyOf('project', second, 'project');
      if (method === 'GET') return jsonAnswer(projectSchema, ownedProject(SK));
      if (method === 'DELETE') {
        ownedProject(SK);
        projects.delete(SK);
        for (const item of [...items.values()]) if (item.PK === SK) items.delete(item.SK);
        return noContent();
      }
    }
    const type = typeByPath.get(resource ?? '');
    if (type) {
      const detail = contracts[type].detail;
      const what = editorOf(type).noun;
      if (method === 'POST' && first === 'upload-thumbnail') {
        return jsonAnswer(thumbnailResponse, { thumbnailPath: uploadThumbnail(type, form) });
      }
      if (method === 'POST' && first === undefined) {
        const { projectSK } = parseBody(createFeatureRequest, json);
        return jsonAnswer(detail, addItem(type, projectSK), 201);
      }
      if (method === 'PATCH' && first === undefined)
        return jsonAnswer(detail, saveItem(type, json));
      const PK = keyOf('project', first, 'project');
      if (method === 'GET' && second === undefined) {
        ownedProject(PK);
        return jsonAnswer(featureListItem.array(), itemsOf(type, PK));
      }
      const SK = keyOf(editorOf(type), second, what);
      if (method === 'GET') return jsonAnswer(detail, ownedItem(type, PK, SK));
      if (method === 'DELETE') {
        deleteItem(type, PK, SK);
        return noContent();
      }
    }
    return errorAnswer(404, `Route ${method}:${request.path} not found`);
  }

  async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const url = input instanceof Request ? input.url : String(input);
    if (!new URL(url, 'http://fake.test').pathname.startsWith('/api/')) {
      return other ? other(url) : errorAnswer(404, `Nothing at ${url}`);
    }
    let request: ReadRequest;
    try {
      request = readRequest(input, init);
    } catch (error) {
      return errorAnswer((error as FakeApiRefusal).status ?? 400, (error as Error).message);
    }
    const { form } = request;
    calls.push({
      method: request.method,
      path: request.path,
      body: form
        ? { PK: form.get('PK'), SK: form.get('SK'), image: form.get('image') }
        : request.json,
    });
    for (const { path, gate } of gates) if (matches(path, request.path)) await gate;
    const failure = failures.find(
      (f) => f.method === request.method && matches(f.path, request.path),
    );
    if (failure) {
      failure.times -= 1;
      if (failure.times === 0) failures.splice(failures.indexOf(failure), 1);
      return errorAnswer(failure.status, failure.message);
    }
    if (request.authorization !== `Bearer ${token}`) {
      return errorAnswer(401, MESSAGES.authorizationMissing);
    }
    try {
      return route(request);
    } catch (error) {
      if (error instanceof FakeApiRefusal) return errorAnswer(error.status, error.message);
      throw error;
    }
  }

  const token = accessTokenFor(user);
  return {
    /** Put this in place of `fetch`. */
    fetch: fakeFetch,
    /** The signed-in user's key and access token (an unsigned token the client can read). */
    user,
    token,
    /** Every `/api` request, in order. */
    calls,
    addProject,
    addItem,
    /** The stored copy, as GET would answer it (undefined once deleted). */
    item: <T extends FeatureType>(_type: T, SK: string) => items.get(SK) as Detail<T> | undefined,
    project: (SK: string) => projects.get(SK),
    /** Every stored item of `type`, newest change first. */
    items: <T extends FeatureType>(type: T) =>
      [...items.values()]
        .filter((item) => typeOf(item.SK) === type)
        .sort((a, b) => b.UPDATED_AT - a.UPDATED_AT) as Detail<T>[],
    /** Another tab, window or device deleting the item, with the server's consequences. */
    deleteElsewhere(type: FeatureType, SK: string) {
      const stored = items.get(SK);
      if (stored) deleteItem(type, stored.PK, SK);
    },
    /** Another tab, window or device saving the item: a new version, as the server keeps it. */
    saveElsewhere<T extends FeatureType>(type: T, SK: string, change: Partial<Content<T>>) {
      const stored = items.get(SK) as Detail<T>;
      // The stored detail as a request: the update schema keeps the content fields.
      return saveItem(type, { ...stored, ...change });
    },
    /** Another tab saving the project (name, description). */
    saveProjectElsewhere(SK: string, change: { name?: string; description?: string }) {
      const stored = ownedProject(SK);
      return saveProject({
        SK,
        name: stored.name,
        description: stored.description,
        ...change,
        version: stored.version,
      });
    },
    /** The next `times` requests of `method` to `path` answer `status` with `message`. */
    fail(method: string, path: string | RegExp, status: number, message: string, times = 1) {
      failures.push({ method, path, status, message, times });
    },
    /** Requests to `path` wait for `gate` before they are answered. */
    hold(path: string | RegExp, gate: Promise<unknown>) {
      gates.push({ path, gate });
    },
  };
}
