import { duplicateKeys } from 'diagram-kit';
import { describe, expect, it } from 'vitest';
import { DIAGRAM_KEYS, DIAGRAM_MODES } from './diagram-keys';

describe('the table of diagram keys', () => {
  it('gives every key one command in each mode', () => {
    expect(duplicateKeys(DIAGRAM_KEYS, DIAGRAM_MODES)).toEqual([]);
  });

  it('names each command once', () => {
    const commands = DIAGRAM_KEYS.map((binding) => binding.command);
    expect(new Set(commands).size).toBe(commands.length);
  });
});
