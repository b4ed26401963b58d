import type { Rect } from 'diagram-kit';
import type { UserFlowNodeKind } from 'shared-contracts/editors/user-flow/content';
import type {
  UserFlowConnector,
  UserFlowContent,
  UserFlowGroup,
  UserFlowNode,
} from 'shared-contracts/editors/user-flow/schema';

/*
 * The flow as the editor holds it: the save's content itself (shared-contracts
 * `editors/user-flow/schema.ts`), so a draft, a save and an undo step are one value. The
 * edits (flow-edits.ts) keep it within the schema's rules after every step.
 */

export type Flow = UserFlowContent;
export type FlowNode = UserFlowNode;
export type FlowConnector = UserFlowConnector;
export type FlowGroup = UserFlowGroup;
export type NodeKind = UserFlowNodeKind;

/** The grid that moves snap to, in diagram px. */
export const GRID = 20;

/** Each kind's box: every node of a kind is the same size, so only its corner is stored. */
export const NODE_SIZE: Readonly<Record<NodeKind, { width: number; height: number }>> = {
  start: { width: 120, height: 48 },
  end: { width: 120, height: 48 },
  screen: { width: 160, height: 120 },
  action: { width: 160, height: 60 },
  decision: { width: 140, height: 100 },
  note: { width: 180, height: 100 },
};

/** The node's box on the plane. */
export function nodeRect(node: Pick<FlowNode, 'kind' | 'x' | 'y'>): Rect {
  const { width, height } = NODE_SIZE[node.kind];
  return { x: node.x, y: node.y, width, height };
}

/** The middle of a node's box. */
export function nodeCentre(node: Pick<FlowNode, 'kind' | 'x' | 'y'>): { x: number; y: number } {
  const { width, height } = NODE_SIZE[node.kind];
  return { x: node.x + width / 2, y: node.y + height / 2 };
}

/** A new node's fields beside its kind and place. */
export function blankNode(id: string, kind: NodeKind, x: number, y: number, label = ''): FlowNode {
  return { id, kind, x, y, label, picture: null, page: null, group: null };
}
