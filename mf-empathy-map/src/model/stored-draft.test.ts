import { EMPATHY_PAINS_GAINS_MAX_LENGTH } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { guestEmpathyMap, setField } from './empathy-map';
import { empathyMapDraftCodec } from './stored-draft';
import { readStoredMap } from './stored-draft-reader';

const decode = readStoredMap;
/** Through a structured clone, as IndexedDB stores it. */
const kept = (value: unknown) => structuredClone(empathyMapDraftCodec.encode(value as never));

describe('the empathy map kept on this device', () => {
  it('is read back by the codec through the reader its schemas bring', async () => {
    const typed = setField(guestEmpathyMap(), 'thinks', 'Hmm');
    expect(await empathyMapDraftCodec.decode(kept(typed), guestEmpathyMap(), 1)).toEqual(typed);
    expect(await empathyMapDraftCodec.decode({ name: 1 }, guestEmpathyMap(), 1)).toBeNull();
  });

  it('comes back exactly as it was typed, with a chosen persona or a guest image', () => {
    const typed = { ...setField(guestEmpathyMap(), 'says', 'Hello 👋'), personaSK: 'UXPERS#1' };
    expect(decode(kept(typed))).toEqual(typed);
    const guest = { ...guestEmpathyMap(), localPhoto: 'data:image/jpeg;base64,AAAA' };
    expect(decode(kept(guest))).toEqual(guest);
  });

  it('cuts over-long text to the field limit, as typing would', () => {
    const long = { ...guestEmpathyMap(), pains: 'x'.repeat(EMPATHY_PAINS_GAINS_MAX_LENGTH + 10) };
    expect(decode(long)).toMatchObject({ pains: 'x'.repeat(EMPATHY_PAINS_GAINS_MAX_LENGTH) });
  });

  it('is nothing when storage holds something else', () => {
    for (const bad of [
      undefined,
      [],
      { ...guestEmpathyMap(), says: null },
      { ...guestEmpathyMap(), personaSK: 3 },
      // Only an image may stand in for the persona's picture.
      { ...guestEmpathyMap(), localPhoto: 'javascript:alert(1)' },
    ]) {
      expect(decode(bad)).toBeNull();
    }
  });
});
