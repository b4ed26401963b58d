import { z } from 'zod';
import { FEATURE_NAME_MAX_LENGTH } from '../../limits.js';
import { boundedText, expectedVersion, featureName, keySchema } from '../../schemas/common.js';
import { storedItemFields } from '../../schemas/stored-item.js';
import type { EditorContract } from '../contract.js';
import { sitemapEditor } from '../sitemap/description.js';
import { uxPersonaEditor } from '../ux-persona/description.js';
import {
  defaultUserFlowContent,
  USER_FLOW_LIMITS,
  USER_FLOW_MESSAGES,
  USER_FLOW_NODE_KINDS,
  USER_FLOW_ROUTES,
  userFlowProblem,
} from './content.js';
import { userFlowEditor } from './description.js';

export * from './content.js';

/*
 * A user flow (issue H3): nodes placed freely on a plane (start, end, screen, action,
 * decision, note), connectors from one node to another, and groups (a Mermaid subgraph)
 * that nodes may belong to. Stored as one JSON document: the connectors and groups name
 * nodes by their ids, and the document's own rules (ids unique, every connector between
 * two nodes of the flow) are checked with the limits.
 */

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

/** What the user flow editor's API answers and accepts (editors/contract.ts). */
export const userFlowContract = {
  editor: userFlowEditor,
  detail: userFlow,
  update: updateUserFlowRequest,
  defaultContent: () => defaultUserFlowContent(),
} satisfies EditorContract;
