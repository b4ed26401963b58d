import type { FeatureListItem } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { orderProjectItems, type ProjectItem } from './project-items';

const entry = (type: string, name: string, created: number): ProjectItem => ({
  editor: { type } as ProjectItem['editor'],
  item: { name, CREATED_AT: created } as FeatureListItem,
});

describe('orderProjectItems', () => {
  it('keeps the editors in order and puts each editor’s items oldest first', () => {
    const ordered = orderProjectItems([
      [entry('persona', 'B', 20), entry('persona', 'A', 10)],
      [],
      [entry('map', 'Z', 5), entry('map', 'Y', 5)],
    ]);
    expect(ordered.map(({ item }) => item.name)).toEqual(['A', 'B', 'Y', 'Z']);
  });
});
