import { duplicateKeys } from 'diagram-kit';
import { describe, expect, it } from 'vitest';
import { FLOW_KEYS, FLOW_MODES } from './flow-keys';

describe('the table of flow keys', () => {
  it('gives every key one command in each mode', () => {
    expect(duplicateKeys(FLOW_KEYS, FLOW_MODES)).toEqual([]);
  });

  it('names each command once', () => {
    const commands = FLOW_KEYS.map((binding) => binding.command);
    expect(new Set(commands).size).toBe(commands.length);
  });
});
