import { isRecord, type ViewerRelatedItem } from 'shared-contracts';

/**
 * What `GET /api/shared/<token>` answers, read without a schema library (the page loads
 * only what viewing needs): the server built it from stored, checked items, so the
 * reading is defensive, never strict. Anything unusable counts as a failed load.
 */
export interface SharedItem {
  type: string;
  detail: Record<string, unknown>;
  name: string;
}

export interface SharedView {
  kind: 'project' | 'item';
  sharedBy: string;
  project: { name: string; description: string };
  items: SharedItem[];
  /** What the items refer to, by key, for their viewers (ViewerProps `related`). */
  related: Record<string, ViewerRelatedItem>;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function readSharedView(json: unknown): SharedView | null {
  if (!isRecord(json) || (json.kind !== 'project' && json.kind !== 'item')) return null;
  if (!Array.isArray(json.items) || !isRecord(json.project)) return null;
  const items: SharedItem[] = [];
  for (const item of json.items) {
    if (!isRecord(item) || typeof item.type !== 'string' || !isRecord(item.detail)) return null;
    items.push({ type: item.type, detail: item.detail, name: text(item.detail.name) });
  }
  const related: Record<string, ViewerRelatedItem> = {};
  for (const [key, item] of Object.entries(isRecord(json.related) ? json.related : {})) {
    if (!isRecord(item)) continue;
    const picture = item.thumbnailPath;
    related[key] = {
      type: text(item.type),
      name: text(item.name),
      thumbnailPath: typeof picture === 'string' ? picture : null,
    };
  }
  return {
    kind: json.kind,
    sharedBy: text(json.sharedBy),
    related,
    project: { name: text(json.project.name), description: text(json.project.description) },
    items,
  };
}

/** The token of a share page's path (`/s/<token>`), or null. */
export function tokenOfPath(pathname: string): string | null {
  const match = /^\/s\/([A-Za-z0-9_-]{1,200})\/?$/.exec(pathname);
  return match?.[1] ?? null;
}

export type SharedLoad =
  | { state: 'ready'; view: SharedView }
  | { state: 'gone' }
  | { state: 'failed' };

/** Fetches the shared view: 'gone' for a link that does not (or no longer) work. */
export async function fetchSharedView(token: string | null): Promise<SharedLoad> {
  if (!token) return { state: 'gone' };
  try {
    const response = await fetch(`/api/shared/${encodeURIComponent(token)}`, {
      headers: { Accept: 'application/json' },
      credentials: 'omit',
    });
    if (response.status === 404) return { state: 'gone' };
    if (!response.ok) return { state: 'failed' };
    const view = readSharedView(await response.json());
    return view ? { state: 'ready', view } : { state: 'failed' };
  } catch {
    return { state: 'failed' };
  }
}
