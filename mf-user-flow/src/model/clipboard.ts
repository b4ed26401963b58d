import { USER_FLOW_LIMITS, USER_FLOW_MESSAGES } from 'shared-contracts/editors/user-flow/content';
import type { Flow, FlowConnector, FlowGroup, FlowNode } from './flow';
import type { Edited } from './flow-edits';

/*
 * Copy and paste of a flow's parts, also between two flows and two tabs: the clipboard
 * holds them as JSON text (the only kind of data every tab can read back), marked so a
 * paste of any other text is told apart, and read back through the save's own schemas
 * (a clipboard is input like any other).
 */

/** What marks a clip's text as one (clip-reader.ts reads it back). */
export const CLIP_TYPE = 'ux-design-tool/user-flow';

export interface Clip {
  type: typeof CLIP_TYPE;
  version: 1;
  nodes: FlowNode[];
  connectors: FlowConnector[];
  groups: FlowGroup[];
}

/** How far a paste lands from what was copied, so the copy is seen beside its original. */
export const PASTE_OFFSET = 40;

/** The chosen nodes with the connectors between them and their groups. */
export function copyParts(flow: Flow, ids: ReadonlySet<string>): Clip | null {
  const nodes = flow.nodes.filter((node) => ids.has(node.id));
  if (nodes.length === 0) return null;
  const copied = new Set(nodes.map((node) => node.id));
  const groups = new Set(nodes.map((node) => node.group).filter((group) => group != null));
  return {
    type: CLIP_TYPE,
    version: 1,
    nodes,
    connectors: flow.connectors.filter((c) => copied.has(c.from) && copied.has(c.to)),
    groups: flow.groups.filter((group) => groups.has(group.id)),
  };
}

export const clipText = (clip: Clip) => JSON.stringify(clip);

/**
 * The clip's parts added to the flow under new ids, moved by `offset`; they are selected
 * after. Refused whole when the flow would pass a limit: half a paste is worse than none.
 */
export function pasteClip(
  flow: Flow,
  clip: Clip,
  newId: () => string,
  offset: { x: number; y: number },
): Edited {
  if (flow.nodes.length + clip.nodes.length > USER_FLOW_LIMITS.maxNodes)
    return { refused: USER_FLOW_MESSAGES.maxNodes };
  if (flow.connectors.length + clip.connectors.length > USER_FLOW_LIMITS.maxConnectors)
    return { refused: USER_FLOW_MESSAGES.maxConnectors };
  if (flow.groups.length + clip.groups.length > USER_FLOW_LIMITS.maxGroups)
    return { refused: USER_FLOW_MESSAGES.maxGroups };
  const pictures = (nodes: readonly FlowNode[]) => nodes.filter((n) => n.picture != null).length;
  if (pictures(flow.nodes) + pictures(clip.nodes) > USER_FLOW_LIMITS.maxPictures)
    return { refused: USER_FLOW_MESSAGES.maxPictures };
  const ids = new Map<string, string>();
  const renamed = (id: string) => {
    let next = ids.get(id);
    if (!next) {
      next = newId();
      ids.set(id, next);
    }
    return next;
  };
  const limit = USER_FLOW_LIMITS.maxCoordinate;
  const moved = (value: number, by: number) => Math.max(-limit, Math.min(limit, value + by));
  const groups: FlowGroup[] = clip.groups.map((group) => ({ ...group, id: renamed(group.id) }));
  const nodes: FlowNode[] = clip.nodes.map((node) => ({
    ...node,
    id: renamed(node.id),
    x: moved(node.x, offset.x),
    y: moved(node.y, offset.y),
    group: node.group != null ? renamed(node.group) : null,
  }));
  const connectors: FlowConnector[] = clip.connectors.map((connector) => ({
    ...connector,
    id: renamed(connector.id),
    from: renamed(connector.from),
    to: renamed(connector.to),
  }));
  return {
    flow: {
      ...flow,
      nodes: [...flow.nodes, ...nodes],
      connectors: [...flow.connectors, ...connectors],
      groups: [...flow.groups, ...groups],
    },
    selected: nodes.map((node) => node.id),
  };
}
