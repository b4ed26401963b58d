import { describe, expect, it } from 'vitest';
import { blankNode, NODE_SIZE } from './flow';
import {
  connectorAt,
  flowBounds,
  groupFrames,
  nearestInDirection,
  outlineToward,
  parallelOffsets,
  routeConnectors,
} from './flow-geometry';

describe('the flow’s geometry', () => {
  it('ends a connector on a diamond’s outline, not its box', () => {
    const decision = blankNode('d', 'decision', 0, 0);
    const { width, height } = NODE_SIZE.decision;
    // Toward the corner of its box: the diamond's edge is halfway there.
    const point = outlineToward(decision, { x: width * 2, y: height * 2 });
    expect(point.x).toBeCloseTo(width * 0.75);
    expect(point.y).toBeCloseTo(height * 0.75);
  });

  it('finds the nearest node in a direction, nearer along it counting less than off it', () => {
    const nodes = [
      blankNode('from', 'action', 0, 0),
      blankNode('far-right', 'action', 600, 0),
      blankNode('near-right-off', 'action', 300, 100),
      blankNode('below', 'action', 0, 400),
    ];
    expect(nearestInDirection(nodes, 'from', 'right')?.id).toBe('near-right-off');
    expect(nearestInDirection(nodes, 'from', 'down')?.id).toBe('below');
    expect(nearestInDirection(nodes, 'from', 'left')).toBeNull();
  });

  it('picks a connector near its line, and bounds every node with a margin', () => {
    const nodes = [blankNode('a', 'action', 0, 0), blankNode('b', 'action', 400, 0)];
    const routed = routeConnectors({
      nodes,
      connectors: [{ id: 'c', from: 'a', to: 'b', label: '', route: 'straight' }],
    });
    expect(connectorAt(routed, { x: 280, y: 33 })?.id).toBe('c');
    expect(connectorAt(routed, { x: 280, y: 80 })).toBeNull();
    const bounds = flowBounds(nodes);
    expect(bounds.x).toBeLessThan(0);
    expect(bounds.x + bounds.width).toBeGreaterThan(400 + NODE_SIZE.action.width);
  });

  it('draws two connectors between the same two nodes, there and back, as two lines', () => {
    const nodes = [blankNode('a', 'action', 0, 0), blankNode('b', 'action', 400, 0)];
    const connectors = [
      { id: 'ab', from: 'a', to: 'b', label: '', route: 'straight' as const },
      { id: 'ba', from: 'b', to: 'a', label: '', route: 'straight' as const },
    ];
    expect(parallelOffsets(connectors).size).toBe(2);
    const [there, back] = routeConnectors({ nodes, connectors });
    // Both horizontal, a gap apart, each from one box's edge to the other's.
    expect(there!.points[0]!.y).toBe(there!.points[1]!.y);
    expect(Math.abs(there!.points[0]!.y - back!.points[0]!.y)).toBe(10);
    expect(there!.points.map((p) => p.x)).toEqual([160, 400]);
    expect(back!.points.map((p) => p.x)).toEqual([400, 160]);
  });

  it('frames a group around its nodes with room for its name, and an empty group not at all', () => {
    const nodes = [
      { ...blankNode('a', 'action', 0, 0), group: 'g' },
      { ...blankNode('b', 'action', 300, 100), group: 'g' },
    ];
    const frames = groupFrames(
      [
        { id: 'g', label: 'Account' },
        { id: 'empty', label: 'Nothing' },
      ],
      nodes,
    );
    expect(frames).toEqual([
      { id: 'g', label: 'Account', rect: { x: -20, y: -44, width: 500, height: 224 } },
    ]);
  });
});
