import { MAX_MOTIVATIONS, MAX_SKILLS, uxPersonaContent } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { sampleDraft } from './draft';
import {
  addTrait,
  canAddTrait,
  removeTrait,
  renameTrait,
  setTraitLevel,
  TRAIT_LIMITS,
  type TraitList,
} from './traits';

const persona = () => sampleDraft().persona;

function fillTo(list: TraitList, count: number) {
  let current = { ...persona(), [list]: [] };
  for (let i = 0; i < count; i++) current = addTrait(current, list, `id-${i}`);
  return current;
}

describe.each(['skills', 'motivations'] as const)('%s', (list) => {
  it('adds an unnamed entry at level 50 at the end', () => {
    const before = persona();
    const after = addTrait(before, list, 'new-id');
    expect(after[list]).toHaveLength(before[list].length + 1);
    expect(after[list].at(-1)).toEqual({ id: 'new-id', name: '', level: 50 });
  });

  it('stops at 20 (spec §5)', () => {
    expect(TRAIT_LIMITS[list]).toBe(list === 'skills' ? MAX_SKILLS : MAX_MOTIVATIONS);
    const full = fillTo(list, 25);
    expect(full[list]).toHaveLength(20);
    expect(canAddTrait(full, list)).toBe(false);
    expect(addTrait(full, list, 'one-more')).toBe(full);
    expect(canAddTrait(removeTrait(full, list, 'id-3'), list)).toBe(true);
    expect(uxPersonaContent.safeParse(full).success).toBe(true);
  });

  it('renames one entry, cut to 50 characters', () => {
    const start = fillTo(list, 2);
    const renamed = renameTrait(start, list, 'id-1', 'n'.repeat(80));
    expect(renamed[list].map((t) => t.name)).toEqual(['', 'n'.repeat(50)]);
  });

  // Found by the property tests: a name cut through an emoji kept half of it.
  it('cuts a name before an emoji that does not fit, not through it', () => {
    const renamed = renameTrait(fillTo(list, 1), list, 'id-0', `${'n'.repeat(49)}😀`);
    expect(renamed[list][0]?.name).toBe('n'.repeat(49));
  });

  it('sets one level, a whole number from 0 to 100', () => {
    const start = fillTo(list, 2);
    expect(setTraitLevel(start, list, 'id-0', 87)[list].map((t) => t.level)).toEqual([87, 50]);
    expect(setTraitLevel(start, list, 'id-0', 140)[list][0]?.level).toBe(100);
    expect(setTraitLevel(start, list, 'id-0', -3)[list][0]?.level).toBe(0);
  });

  it('removes one entry by id', () => {
    const start = fillTo(list, 3);
    expect(removeTrait(start, list, 'id-1')[list].map((t) => t.id)).toEqual(['id-0', 'id-2']);
  });

  it('leaves the other list alone', () => {
    const other = list === 'skills' ? 'motivations' : 'skills';
    const before = persona();
    expect(addTrait(before, list, 'x')[other]).toBe(before[other]);
  });
});
