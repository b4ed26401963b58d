import { z } from 'zod';
import { FEATURE_NAME_MAX_LENGTH } from '../../limits.js';
import { MESSAGES } from '../../messages.js';
import { boundedText, expectedVersion, featureName, keySchema } from '../../schemas/common.js';
import { storedItemFields } from '../../schemas/stored-item.js';
import type { EditorContract } from '../contract.js';
import { sitemapEditor } from '../sitemap/description.js';
import { uxPersonaEditor } from '../ux-persona/description.js';
import { userFlowEditor } from './description.js';

/*
 * A user flow (issue H3): nodes placed freely on a plane (start, end, screen, action,
 * decision, note), connectors from one node to another, and groups (a Mermaid subgraph)
 * that nodes may belong to. Stored as one JSON document: the connectors and groups name
 * nodes by their ids, and the document's own rules (ids unique, every connector between
 * two nodes of the flow) are checked with the limits.
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

const id = z
  .string({ error: 'Id must be text' })
  .min(1, 'Id must not be empty')
  .max(
    USER_FLOW_LIMITS.idMaxLength,
    `Id must be at most ${USER_FLOW_LIMITS.idMaxLength} characters`,
  );

const coordinate = z
  .number({ error: USER_FLOW_MESSAGES.coordinate })
  .min(-USER_FLOW_LIMITS.maxCoordinate, USER_FLOW_MESSAGES.coordinate)
  .max(USER_FLOW_LIMITS.maxCoordinate, USER_FLOW_MESSAGES.coordinate);

/** A screen's picture: a small image inside the document, so it travels with it (export, drafts). */
export const userFlowPicture = z
  .string({ error: USER_FLOW_MESSAGES.picture })
  .max(USER_FLOW_LIMITS.pictureMaxLength, USER_FLOW_MESSAGES.picture)
  .regex(/^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/]+={0,2}$/, USER_FLOW_MESSAGES.picture);

/**
 * The sitemap page a screen stands for: the sitemap's key, the page's id in it, and the
 * page's title then (shown if the page or the sitemap is gone).
 */
export const userFlowPageLink = z.object({
  sitemapSK: keySchema(sitemapEditor),
  pageId: z.string().min(1).max(USER_FLOW_LIMITS.pageIdMaxLength),
  title: boundedText('Page name', USER_FLOW_LIMITS.labelMaxLength),
});
export type UserFlowPageLink = z.output<typeof userFlowPageLink>;

export const userFlowNode = z.object({
  id,
  kind: z.enum(USER_FLOW_NODE_KINDS, { error: USER_FLOW_MESSAGES.nodeKind }),
  /** The node's top-left corner on the plane; its size is its kind's. */
  x: coordinate,
  y: coordinate,
  /** Its words: ≤ 100 characters, a note's ≤ 300. Checked by kind in `userFlowProblem`. */
  label: boundedText('Label', USER_FLOW_LIMITS.noteMaxLength),
  /** Screens only. */
  picture: userFlowPicture.nullable().optional(),
  /** Screens only. */
  page: userFlowPageLink.nullable().optional(),
  /** The group (Mermaid subgraph) it is drawn in, if any. */
  group: id.nullable().optional(),
});
export type UserFlowNode = z.output<typeof userFlowNode>;

export const userFlowConnector = z.object({
  id,
  from: id,
  to: id,
  /** '' for none; a decision's branches say 'Yes', 'No'. */
  label: boundedText('Connector label', USER_FLOW_LIMITS.labelMaxLength),
  route: z.enum(USER_FLOW_ROUTES, { error: USER_FLOW_MESSAGES.route }),
});
export type UserFlowConnector = z.output<typeof userFlowConnector>;

export const userFlowGroup = z.object({
  id,
  label: boundedText('Group name', USER_FLOW_LIMITS.labelMaxLength),
});
export type UserFlowGroup = z.output<typeof userFlowGroup>;

/**
 * A persona of the project the flow is about, with its name when it was chosen: the flow
 * shows the name of the project's persona while it exists, and this one (marked removed)
 * once it is deleted, so deleting a persona changes no flow.
 */
export const userFlowActor = z.object({
  personaSK: keySchema(uxPersonaEditor),
  name: boundedText('Persona name', FEATURE_NAME_MAX_LENGTH),
});
export type UserFlowActor = z.output<typeof userFlowActor>;

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

/** The editable part of a user flow: what a PATCH carries beside the keys. */
export const userFlowContent = z
  .object({
    name: featureName,
    /** The project's personas the flow is about, shown as its actors. */
    actors: z.array(userFlowActor).max(USER_FLOW_LIMITS.maxActors, USER_FLOW_MESSAGES.maxActors),
    /** Whether moving a node snaps it to the 20 px grid. */
    snapToGrid: z.boolean(),
    nodes: z.array(userFlowNode).max(USER_FLOW_LIMITS.maxNodes, USER_FLOW_MESSAGES.maxNodes),
    connectors: z
      .array(userFlowConnector)
      .max(USER_FLOW_LIMITS.maxConnectors, USER_FLOW_MESSAGES.maxConnectors),
    groups: z.array(userFlowGroup).max(USER_FLOW_LIMITS.maxGroups, USER_FLOW_MESSAGES.maxGroups),
  })
  .superRefine((flow, ctx) => {
    const problem = userFlowProblem(flow);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['nodes'] });
  });
export type UserFlowContent = z.output<typeof userFlowContent>;

export const updateUserFlowRequest = userFlowContent.safeExtend({
  projectSK: keySchema('project'),
  userFlowSK: keySchema(userFlowEditor),
  ...expectedVersion,
});
export type UpdateUserFlowRequest = z.input<typeof updateUserFlowRequest>;

export const userFlow = z
  .object({
    PK: z.string(),
    SK: z.string(),
    projectSK: z.string(),
    userFlowSK: z.string(),
    name: z.string(),
    actors: z.array(z.object({ personaSK: z.string(), name: z.string() })),
    snapToGrid: z.boolean(),
    nodes: z.array(
      z
        .object({
          id: z.string(),
          kind: z.enum(USER_FLOW_NODE_KINDS),
          x: z.number(),
          y: z.number(),
          label: z.string(),
          picture: z.string().nullable().optional(),
          page: z
            .object({ sitemapSK: z.string(), pageId: z.string(), title: z.string() })
            .nullable()
            .optional(),
          group: z.string().nullable().optional(),
        })
        .meta({ id: 'UserFlowNode' }),
    ),
    connectors: z.array(
      z
        .object({
          id: z.string(),
          from: z.string(),
          to: z.string(),
          label: z.string(),
          route: z.enum(USER_FLOW_ROUTES),
        })
        .meta({ id: 'UserFlowConnector' }),
    ),
    groups: z.array(z.object({ id: z.string(), label: z.string() })),
    ...storedItemFields,
  })
  .meta({ id: 'UserFlow' });
export type UserFlow = z.infer<typeof userFlow>;

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

/** What the user flow editor's API answers and accepts (editors/contract.ts). */
export const userFlowContract = {
  editor: userFlowEditor,
  detail: userFlow,
  update: updateUserFlowRequest,
  defaultContent: () => defaultUserFlowContent(),
} satisfies EditorContract;
