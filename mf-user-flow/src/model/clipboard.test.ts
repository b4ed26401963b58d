import { describe, expect, it } from 'vitest';
import { readClip } from './clip-reader';
import { clipText, copyParts, pasteClip } from './clipboard';
import { blankNode, type Flow } from './flow';

const flow: Flow = {
  name: 'Flow',
  actors: [],
  snapToGrid: true,
  nodes: [
    { ...blankNode('a', 'screen', 0, 0, 'Home'), group: 'g' },
    blankNode('b', 'action', 300, 0, 'Tap'),
    blankNode('c', 'end', 600, 0, 'Done'),
  ],
  connectors: [
    { id: 'ab', from: 'a', to: 'b', label: 'go', route: 'straight' },
    { id: 'bc', from: 'b', to: 'c', label: '', route: 'elbow' },
  ],
  groups: [{ id: 'g', label: 'Account' }],
};

describe('copy and paste', () => {
  it('copies the chosen nodes with the connectors between them and their groups', () => {
    const clip = copyParts(flow, new Set(['a', 'b']))!;
    expect(clip.nodes.map((n) => n.id)).toEqual(['a', 'b']);
    expect(clip.connectors.map((c) => c.id)).toEqual(['ab']);
    expect(clip.groups.map((g) => g.id)).toEqual(['g']);
  });

  it('reads its own text back, and nothing else', () => {
    const clip = copyParts(flow, new Set(['a', 'b']))!;
    expect(readClip(clipText(clip))).toEqual(clip);
    expect(readClip('flowchart LR\n a --> b')).toBeNull();
    expect(
      readClip('{"type":"ux-design-tool/user-flow","version":1,"nodes":[{"id":1}]}'),
    ).toBeNull();
    // A connector to a node that is not in the clip.
    const broken = {
      ...clip,
      connectors: [{ id: 'x', from: 'a', to: 'zz', label: '', route: 'straight' }],
    };
    expect(readClip(JSON.stringify(broken))).toBeNull();
  });

  it('pastes under new ids, moved, keeping connectors and groups joined', () => {
    let n = 0;
    const clip = copyParts(flow, new Set(['a', 'b']))!;
    const result = pasteClip(flow, clip, () => `new-${++n}`, { x: 40, y: 40 });
    if ('refused' in result) throw new Error(result.refused);
    const added = result.flow.nodes.slice(3);
    expect(added.map(({ x, y, label }) => [x, y, label])).toEqual([
      [40, 40, 'Home'],
      [340, 40, 'Tap'],
    ]);
    const connector = result.flow.connectors.at(-1)!;
    expect([connector.from, connector.to]).toEqual(added.map((node) => node.id));
    expect(added[0]!.group).toBe(result.flow.groups.at(-1)!.id);
    expect(result.selected).toEqual(added.map((node) => node.id));
  });
});
