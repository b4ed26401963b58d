import { describe, expect, it } from 'vitest';
import { neighbour } from './diagram-navigation';
import { tree } from './test-trees';
import { setCollapsed } from './tree-edits';
import { layoutTree } from './tree-layout';

const site = tree('Home', [
  tree('About', [tree('Team')]),
  tree('Shop', [tree('Cart'), tree('Pay')]),
]);

describe('arrow keys in the diagram', () => {
  const layout = layoutTree(site);

  it('go up to the parent and down to the first child', () => {
    expect(neighbour(layout, 'Cart', 'up')).toBe('Shop');
    expect(neighbour(layout, 'Shop', 'down')).toBe('Cart');
    expect(neighbour(layout, 'Home', 'up')).toBeNull();
    expect(neighbour(layout, 'Pay', 'down')).toBeNull();
  });

  it('go sideways along the row, across to cousins', () => {
    expect(neighbour(layout, 'Team', 'right')).toBe('Cart');
    expect(neighbour(layout, 'Cart', 'left')).toBe('Team');
    expect(neighbour(layout, 'Pay', 'right')).toBeNull();
  });

  it('do not go into a folded branch', () => {
    const folded = setCollapsed(site, 'Shop', true);
    if (!folded.ok) throw new Error('refused');
    const small = layoutTree(folded.root);
    expect(neighbour(small, 'Shop', 'down')).toBeNull();
    expect(neighbour(small, 'Team', 'right')).toBeNull();
  });
});
