import { MESSAGES } from '../../messages.js';
import type { UserFlowContent } from './schema.js';

/*
 * A user flow (issue H3) as plain data: its limits, kinds, messages, the rule its parts
 * keep and its default, with no schema library, so an editor's first render carries no
 * zod. The schemas (schema.ts) are built on these and loaded when first used.
 */

/** The flow's limits: the editor keeps to them as it edits, the server refuses past them. */
export const USER_FLOW_LIMITS = {
  maxNodes: 500,
  maxConnectors: 1_000,
  maxGroups: 50,
  maxActors: 10,
  labelMaxLength: 100,
  noteMaxLength: 300,
  /** How far from the origin a node may be placed, either way on either axis. */
  maxCoordinate: 100_000,
  /** Screens with a picture in one flow; each picture is a small JPEG kept in the document. */
  maxPictures: 20,
  /**
   * One picture as a `data:image/jpeg;base64,` URL (the editor makes them ≤ 480 px). With
   * every text at its limit in 3-byte characters, 20 of them keep a flow under the API's
   * 4 MiB request body.
   */
  pictureMaxLength: 100_000,
  idMaxLength: 64,
  pageIdMaxLength: 64,
} as const;

export const USER_FLOW_NODE_KINDS = [
  'start',
  'end',
  'screen',
  'action',
  'decision',
  'note',
] as const;
export type UserFlowNodeKind = (typeof USER_FLOW_NODE_KINDS)[number];

/** How a connector is drawn: one straight segment, or axis-parallel segments. */
export const USER_FLOW_ROUTES = ['straight', 'elbow'] as const;
export type UserFlowRoute = (typeof USER_FLOW_ROUTES)[number];

/** The refusals of this editor's rules, in the spec's voice. */
export const USER_FLOW_MESSAGES = {
  maxNodes: `A user flow has at most ${USER_FLOW_LIMITS.maxNodes} nodes`,
  maxConnectors: `A user flow has at most ${USER_FLOW_LIMITS.maxConnectors} connectors`,
  maxGroups: `A user flow has at most ${USER_FLOW_LIMITS.maxGroups} groups`,
  maxActors: `A user flow has at most ${USER_FLOW_LIMITS.maxActors} actors`,
  maxPictures: `A user flow has at most ${USER_FLOW_LIMITS.maxPictures} pictures`,
  nodeKind: `A node is one of: ${USER_FLOW_NODE_KINDS.join(', ')}`,
  route: `A connector is one of: ${USER_FLOW_ROUTES.join(', ')}`,
  coordinate: `A node's place is a number from -${USER_FLOW_LIMITS.maxCoordinate} to ${USER_FLOW_LIMITS.maxCoordinate}`,
  picture: `A picture is a JPEG, PNG or WebP image of at most ${USER_FLOW_LIMITS.pictureMaxLength.toLocaleString('en')} characters as a data URL`,
  pictureKind: 'Only a screen has a picture',
  pageKind: 'Only a screen links to a sitemap page',
  connectorEnds: 'A connector joins two nodes of the flow',
  connectorLoop: 'A connector joins two different nodes',
  unknownGroup: 'A node belongs to a group of the flow',
  duplicateActor: 'A persona is an actor of the flow once',
  duplicateId: MESSAGES.duplicateId,
} as const;

interface FlowShape {
  nodes: readonly {
    id: string;
    kind: string;
    label: string;
    picture?: unknown;
    page?: unknown;
    group?: string | null | undefined;
  }[];
  connectors: readonly { id: string; from: string; to: string }[];
  groups: readonly { id: string }[];
  actors: readonly { personaSK: string }[];
}

/**
 * Why a flow's parts do not fit together, or null: ids unique, every connector between
 * two different nodes of the flow, every node's group in the flow, a label within its
 * kind's length, pictures and page links on screens only and at most 20 pictures, each
 * persona an actor once.
 */
export function userFlowProblem(flow: FlowShape): string | null {
  const nodeIds = new Set<string>();
  const ids = new Set<string>();
  for (const part of [...flow.nodes, ...flow.connectors, ...flow.groups]) {
    if (ids.has(part.id)) return USER_FLOW_MESSAGES.duplicateId;
    ids.add(part.id);
  }
  for (const node of flow.nodes) nodeIds.add(node.id);
  const groupIds = new Set(flow.groups.map((group) => group.id));
  let pictures = 0;
  for (const node of flow.nodes) {
    if (node.kind !== 'note' && node.label.length > USER_FLOW_LIMITS.labelMaxLength)
      return MESSAGES.tooLong('Label', USER_FLOW_LIMITS.labelMaxLength);
    if (node.picture != null) {
      if (node.kind !== 'screen') return USER_FLOW_MESSAGES.pictureKind;
      pictures += 1;
    }
    if (node.page != null && node.kind !== 'screen') return USER_FLOW_MESSAGES.pageKind;
    if (node.group != null && !groupIds.has(node.group)) return USER_FLOW_MESSAGES.unknownGroup;
  }
  if (pictures > USER_FLOW_LIMITS.maxPictures) return USER_FLOW_MESSAGES.maxPictures;
  for (const connector of flow.connectors) {
    if (!nodeIds.has(connector.from) || !nodeIds.has(connector.to))
      return USER_FLOW_MESSAGES.connectorEnds;
    if (connector.from === connector.to) return USER_FLOW_MESSAGES.connectorLoop;
  }
  const personas = flow.actors.map((actor) => actor.personaSK);
  if (new Set(personas).size !== personas.length) return USER_FLOW_MESSAGES.duplicateActor;
  return null;
}

export const DEFAULT_USER_FLOW_NAME = 'User flow';

/** A new flow: a start and an end, joined, for the editor to grow between. */
export function defaultUserFlowContent(
  newId: () => string = () => crypto.randomUUID(),
): UserFlowContent {
  const start = newId();
  const end = newId();
  return {
    name: DEFAULT_USER_FLOW_NAME,
    actors: [],
    snapToGrid: true,
    nodes: [
      {
        id: start,
        kind: 'start',
        x: 0,
        y: 0,
        label: 'Start',
        picture: null,
        page: null,
        group: null,
      },
      { id: end, kind: 'end', x: 240, y: 0, label: 'End', picture: null, page: null, group: null },
    ],
    connectors: [{ id: newId(), from: start, to: end, label: '', route: 'straight' }],
    groups: [],
  };
}
