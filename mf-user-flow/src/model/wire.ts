import type { ItemKeys } from 'editor-kit';
import type { UpdateUserFlowRequest, UserFlow } from 'shared-contracts/editors/user-flow/schema';
import type { Flow } from './flow';

/**
 * The flow as the API answers it, without the item's keys, dates and picture. A field an
 * older client left out comes back as null; the editor holds null for it.
 */
export function fromDetail(detail: UserFlow): Flow {
  return {
    name: detail.name,
    actors: detail.actors.map(({ personaSK, name }) => ({ personaSK, name })),
    snapToGrid: detail.snapToGrid,
    nodes: detail.nodes.map(({ id, kind, x, y, label, picture, page, group }) => ({
      id,
      kind,
      x,
      y,
      label,
      picture: picture ?? null,
      page: page ? { sitemapSK: page.sitemapSK, pageId: page.pageId, title: page.title } : null,
      group: group ?? null,
    })),
    connectors: detail.connectors.map(({ id, from, to, label, route }) => ({
      id,
      from,
      to,
      label,
      route,
    })),
    groups: detail.groups.map(({ id, label }) => ({ id, label })),
  };
}

/** The PATCH body (spec §7): the whole flow under the item's keys. */
export function toRequest(flow: Flow, keys: ItemKeys): UpdateUserFlowRequest {
  return { ...flow, projectSK: keys.PK, userFlowSK: keys.SK };
}

export const setName = (flow: Flow, name: string): Flow => ({ ...flow, name });
