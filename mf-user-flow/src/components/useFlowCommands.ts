import { useMemo, useRef } from 'react';
import type { UserFlowRoute } from 'shared-contracts/editors/user-flow/content';
import type { UserFlowActor, UserFlowPageLink } from 'shared-contracts/editors/user-flow/schema';
import { userFlowText } from '../i18n';
import { type Clip, copyParts, PASTE_OFFSET, pasteClip } from '../model/clipboard';
import type { Flow, FlowNode, NodeKind } from '../model/flow';
import {
  type Alignment,
  addNode,
  alignNodes,
  connect,
  createNext,
  type Direction,
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
} from '../model/flow-edits';
import { refusalText } from './refusal-text';

export type Update = (change: (flow: Flow) => Flow) => void;

interface FlowCommandsOptions {
  flow: Flow;
  update: Update;
  /** The selection after an edit that makes something (it is then shown and focused). */
  select(ids: readonly string[]): void;
  say(text: string): void;
}

const newId = () => crypto.randomUUID();

/**
 * What the toolbar, the inspector, the list view and the diagram's keys and gestures do to
 * the flow: each a step of the model (model/flow-edits.ts) through the editor kit's
 * `update` (one undo step), saying what it did or why it was refused in the status line
 * (the model's refusals are the schema's English, said in the site's language here).
 */
export function useFlowCommands({ flow, update, select, say }: FlowCommandsOptions) {
  const t = userFlowText.useT();
  // Read by the commands when they run, so the commands object stays the same across edits
  // (the memoised nodes and rows keep their props).
  const current = useRef(flow);
  current.current = flow;

  return useMemo(() => {
    /** Runs an edit that may be refused: applies it and selects what it made, or says why not. */
    const run = (edit: (flow: Flow) => Edited, done?: (selected: string[]) => void) => {
      const result = edit(current.current);
      if (isRefused(result)) {
        say(refusalText(result.refused, t));
        return false;
      }
      update(() => result.flow);
      current.current = result.flow;
      select(result.selected);
      done?.(result.selected);
      return true;
    };
    const words = { yes: t('words.yes'), no: t('words.no') };
    const nodeName = (node: FlowNode | undefined) =>
      node ? `${t(`kinds.${node.kind}`)}: ${node.label || t('untitled')}` : '';
    const commands = {
      nodeName,
      nameOf: (id: string) => nodeName(current.current.nodes.find((node) => node.id === id)),
      addNode: (kind: NodeKind, at: { x: number; y: number }) =>
        run(
          (flow) => addNode(flow, kind, at, newId),
          () => say(t('say.added', { kind: t(`kinds.${kind}`) })),
        ),
      createNext: (id: string, direction: Direction, kind?: NodeKind) =>
        run(
          (flow) => createNext(flow, id, direction, newId, words, kind),
          ([made]) =>
            say(t('say.nextAdded', { name: commands.nameOf(made!), from: commands.nameOf(id) })),
        ),
      /** A new node where a connector dragged from `fromId` was dropped, joined to it. */
      createAt: (fromId: string, at: { x: number; y: number }, kind?: NodeKind) => {
        const from = current.current.nodes.find((node) => node.id === fromId);
        if (!from) return false;
        const next = kind ?? (from.kind === 'decision' ? 'screen' : 'action');
        return run(
          (flow) => {
            const added = addNode(flow, next, at, newId);
            if (isRefused(added)) return added;
            const joined = connect(added.flow, fromId, added.selected[0]!, newId);
            if (isRefused(joined)) return joined;
            return { flow: joined.flow, selected: added.selected };
          },
          ([made]) =>
            say(
              t('say.nextAdded', { name: commands.nameOf(made!), from: commands.nameOf(fromId) }),
            ),
        );
      },
      connect: (fromId: string, toId: string) =>
        run(
          (flow) => connect(flow, fromId, toId, newId),
          () =>
            say(t('say.connected', { from: commands.nameOf(fromId), to: commands.nameOf(toId) })),
        ),
      remove: (ids: ReadonlySet<string>) => {
        if (ids.size === 0) return;
        const before = current.current;
        const after = removeParts(before, ids);
        if (after === before) return;
        update(() => after);
        current.current = after;
        select([]);
        say(t('say.removed', { count: ids.size }));
      },
      move: (ids: ReadonlySet<string>, dx: number, dy: number) => {
        const after = moveNodes(current.current, ids, dx, dy);
        if (after === current.current) return;
        update(() => after);
        current.current = after;
      },
      rename: (id: string, label: string) => edit((flow) => updateNode(flow, id, { label })),
      setKind: (id: string, kind: NodeKind) => edit((flow) => updateNode(flow, id, { kind })),
      setPicture: (id: string, picture: string | null) =>
        edit((flow) => updateNode(flow, id, { picture })),
      setPage: (id: string, page: UserFlowPageLink | null) =>
        edit((flow) => updateNode(flow, id, { page })),
      setGroup: (id: string, group: string | null) =>
        edit((flow) => updateNode(flow, id, { group })),
      setConnectorLabel: (id: string, label: string) =>
        edit((flow) => updateConnector(flow, id, { label })),
      setRoute: (id: string, route: UserFlowRoute) =>
        edit((flow) => updateConnector(flow, id, { route })),
      reverse: (id: string) => edit((flow) => reverseConnector(flow, id)),
      align: (ids: ReadonlySet<string>, alignment: Alignment) =>
        edit((flow) => alignNodes(flow, ids, alignment)),
      distribute: (ids: ReadonlySet<string>, axis: 'x' | 'y') =>
        edit((flow) => distributeNodes(flow, ids, axis)),
      group: (ids: ReadonlySet<string>) =>
        run(
          (flow) =>
            groupNodes(flow, ids, t('words.group', { count: flow.groups.length + 1 }), newId),
          () => say(t('say.grouped')),
        ),
      ungroup: (ids: ReadonlySet<string>) => edit((flow) => ungroupNodes(flow, ids)),
      renameGroup: (id: string, label: string) => edit((flow) => renameGroup(flow, id, label)),
      setActors: (actors: UserFlowActor[]) => edit((flow) => ({ ...flow, actors })),
      setSnap: (snapToGrid: boolean) => edit((flow) => ({ ...flow, snapToGrid })),
      copy: (ids: ReadonlySet<string>): Clip | null => copyParts(current.current, ids),
      paste: (clip: Clip, offset = { x: PASTE_OFFSET, y: PASTE_OFFSET }) =>
        run(
          (flow) => pasteClip(flow, clip, newId, offset),
          (selected) => say(t('say.pasted', { count: selected.length })),
        ),
      /** Replaces the whole flow (a Mermaid import, the automatic layout): one undo step. */
      replace: (next: (flow: Flow) => Flow) => {
        const after = next(current.current);
        update(() => after);
        current.current = after;
      },
    };

    /** An edit that may be refused, selecting nothing new. */
    function edit(change: (flow: Flow) => Flow | { refused: string }) {
      const result = change(current.current);
      if ('refused' in result) {
        say(refusalText(result.refused, t));
        return;
      }
      if (result === current.current) return;
      update(() => result);
      current.current = result;
    }
    return commands;
  }, [t, update, select, say]);
}

export type FlowCommands = ReturnType<typeof useFlowCommands>;
