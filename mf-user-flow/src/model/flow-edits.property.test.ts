import fc from 'fast-check';
import {
  defaultUserFlowContent,
  USER_FLOW_NODE_KINDS,
  USER_FLOW_ROUTES,
} from 'shared-contracts/editors/user-flow/content';
import { userFlowContent } from 'shared-contracts/editors/user-flow/schema';
import { describe, expect, it } from 'vitest';
import { copyParts, pasteClip } from './clipboard';
import type { Flow } from './flow';
import {
  addNode,
  alignNodes,
  connect,
  createNext,
  distributeNodes,
  type Edited,
  groupNodes,
  isRefused,
  moveNodes,
  removeParts,
  renameGroup,
  reverseConnector,
  ungroupNodes,
  updateConnector,
  updateNode,
} from './flow-edits';

/*
 * Issue H3: whatever the user does, every connector stays attached to two nodes of the
 * flow and the flow stays within the limits the server checks, so it can always be saved.
 * Each edit is picked by index into what the flow has at that moment, with texts longer
 * than any limit and places far past the plane's edge.
 */

type Edit = (flow: Flow, newId: () => string) => Flow;

const text = fc.string({ unit: 'grapheme-composite', maxLength: 400 });
const index = fc.nat(40);
const coordinate = fc.integer({ min: -150_000, max: 150_000 });
const kind = fc.constantFrom(...USER_FLOW_NODE_KINDS);
const direction = fc.constantFrom('right', 'left', 'up', 'down' as const);
const pick = <T>(list: readonly T[], i: number): T | undefined =>
  list.length === 0 ? undefined : list[i % list.length];
const ids = (flow: Flow, picks: number[]) =>
  new Set(picks.map((i) => pick(flow.nodes, i)?.id).filter((id) => id !== undefined));
const applied = (flow: Flow, result: Edited | Flow | { refused: string }) =>
  'refused' in result
    ? flow
    : 'selected' in result && !('nodes' in result)
      ? result.flow
      : (result as Flow);
const settle = (flow: Flow, result: Edited) => (isRefused(result) ? flow : result.flow);
const PICTURE =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==';

const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.tuple(kind, coordinate, coordinate, text).map(
    ([k, x, y, label]) =>
      (f: Flow, id: () => string) =>
        settle(f, addNode(f, k, { x, y }, id, label)),
  ),
  fc
    .tuple(index, direction, fc.option(kind, { nil: undefined }))
    .map(([i, d, k]) => (f: Flow, id: () => string) => {
      const node = pick(f.nodes, i);
      return node ? settle(f, createNext(f, node.id, d, id, { yes: 'Yes', no: 'No' }, k)) : f;
    }),
  fc.tuple(index, index, text).map(([a, b, label]) => (f: Flow, id: () => string) => {
    const from = pick(f.nodes, a);
    const to = pick(f.nodes, b);
    return from && to ? settle(f, connect(f, from.id, to.id, id, label)) : f;
  }),
  fc.array(index, { maxLength: 4 }).map((picks) => (f: Flow) => {
    const chosen = ids(f, picks);
    const connector = pick(f.connectors, picks[0] ?? 0);
    if (connector && picks.length % 2 === 0) chosen.add(connector.id);
    const group = pick(f.groups, picks[1] ?? 0);
    if (group && picks.length === 3) chosen.add(group.id);
    return removeParts(f, chosen);
  }),
  fc.tuple(fc.array(index, { maxLength: 5 }), coordinate, coordinate).map(
    ([picks, dx, dy]) =>
      (f: Flow) =>
        moveNodes(f, ids(f, picks), dx, dy),
  ),
  fc.tuple(index, text, fc.option(kind, { nil: undefined })).map(([i, label, k]) => (f: Flow) => {
    const node = pick(f.nodes, i);
    return node ? applied(f, updateNode(f, node.id, k ? { label, kind: k } : { label })) : f;
  }),
  fc.tuple(index, fc.boolean()).map(([i, on]) => (f: Flow) => {
    const node = pick(f.nodes, i);
    return node ? applied(f, updateNode(f, node.id, { picture: on ? PICTURE : null })) : f;
  }),
  fc
    .tuple(index, text, fc.constantFrom(...USER_FLOW_ROUTES), fc.boolean())
    .map(([i, label, route, reverse]) => (f: Flow) => {
      const connector = pick(f.connectors, i);
      if (!connector) return f;
      const labelled = updateConnector(f, connector.id, { label, route });
      return reverse ? reverseConnector(labelled, connector.id) : labelled;
    }),
  fc
    .tuple(
      fc.array(index, { maxLength: 6 }),
      fc.constantFrom('left', 'centre', 'right', 'top', 'middle', 'bottom' as const),
    )
    .map(
      ([picks, alignment]) =>
        (f: Flow) =>
          alignNodes(f, ids(f, picks), alignment),
    ),
  fc.tuple(fc.array(index, { maxLength: 6 }), fc.constantFrom('x', 'y' as const)).map(
    ([picks, axis]) =>
      (f: Flow) =>
        distributeNodes(f, ids(f, picks), axis),
  ),
  fc
    .tuple(fc.array(index, { maxLength: 4 }), text, fc.boolean())
    .map(([picks, label, undo]) => (f: Flow, id: () => string) => {
      if (undo) return ungroupNodes(f, ids(f, picks));
      const grouped = settle(f, groupNodes(f, ids(f, picks), label, id));
      const group = pick(grouped.groups, picks[0] ?? 0);
      return group ? renameGroup(grouped, group.id, label) : grouped;
    }),
  fc
    .tuple(fc.array(index, { maxLength: 5 }), coordinate, coordinate)
    .map(([picks, x, y]) => (f: Flow, id: () => string) => {
      const clip = copyParts(f, ids(f, picks));
      return clip ? settle(f, pasteClip(f, clip, id, { x, y })) : f;
    }),
);

describe('any sequence of edits (issue H3)', () => {
  it('keeps every connector between two nodes of the flow, and the flow saveable', () => {
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 60 }), (edits) => {
        let counter = 0;
        const newId = () => `id-${++counter}`;
        let flow: Flow = defaultUserFlowContent(newId);
        for (const change of edits) {
          flow = change(flow, newId);
          const nodes = new Set(flow.nodes.map((node) => node.id));
          for (const connector of flow.connectors) {
            expect(nodes.has(connector.from)).toBe(true);
            expect(nodes.has(connector.to)).toBe(true);
          }
          const parsed = userFlowContent.safeParse(flow);
          if (!parsed.success) throw new Error(parsed.error.issues[0]?.message);
        }
      }),
      { numRuns: 200 },
    );
  });
});
