import type { FeatureListItem } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { guestEmpathyMap } from './empathy-map';
import {
  chooseLocalPhoto,
  choosePersona,
  chosenPersona,
  clearPersona,
  dropMissingPersona,
  personaInitial,
} from './persona-choice';

const ANNA = 'UXPERS#11111111-1111-4111-8111-111111111111';
const BOB = 'UXPERS#22222222-2222-4222-8222-222222222222';
const item = (SK: string, name: string): FeatureListItem => ({
  PK: 'PROJECT#33333333-3333-4333-8333-333333333333',
  SK,
  name,
  UPDATED_AT: 1,
  CREATED_AT: 1,
  thumbnailPath: null,
});
const personas = [item(ANNA, 'Anna'), item(BOB, 'Bob')];

describe('the chosen persona', () => {
  it('is one of the project personas, or a local image, never both', () => {
    const withPhoto = chooseLocalPhoto(guestEmpathyMap(), 'data:image/jpeg;base64,AA');
    const withPersona = choosePersona(withPhoto, ANNA);
    expect(withPersona).toMatchObject({ personaSK: ANNA, localPhoto: null });
    expect(chooseLocalPhoto(withPersona, 'data:x')).toMatchObject({
      personaSK: null,
      localPhoto: 'data:x',
    });
  });

  it('can be removed', () => {
    const map = chooseLocalPhoto(choosePersona(guestEmpathyMap(), ANNA), 'data:x');
    expect(clearPersona(map)).toMatchObject({ personaSK: null, localPhoto: null });
    expect(clearPersona(choosePersona(guestEmpathyMap(), ANNA)).personaSK).toBeNull();
    const none = guestEmpathyMap();
    expect(clearPersona(none)).toBe(none);
  });

  it('is looked up in the project list: unknown while it loads, null when absent', () => {
    const map = choosePersona(guestEmpathyMap(), BOB);
    expect(chosenPersona(map, undefined)).toBeUndefined();
    expect(chosenPersona(map, personas)?.name).toBe('Bob');
    expect(chosenPersona(map, [personas[0]!])).toBeNull();
    expect(chosenPersona(guestEmpathyMap(), undefined)).toBeNull();
  });

  it('is dropped when it was deleted elsewhere, so the map shows none and saves none', () => {
    const map = choosePersona(guestEmpathyMap(), BOB);
    expect(dropMissingPersona(map, [personas[0]!]).personaSK).toBeNull();
    // Kept while the list is unknown or still has it.
    expect(dropMissingPersona(map, undefined)).toBe(map);
    expect(dropMissingPersona(map, personas)).toBe(map);
    const photo = chooseLocalPhoto(guestEmpathyMap(), 'data:x');
    expect(dropMissingPersona(photo, [])).toBe(photo);
  });

  it('shows the first letter of a persona without a photo', () => {
    expect(personaInitial('  anna')).toBe('A');
    expect(personaInitial('élodie')).toBe('É');
    expect(personaInitial('')).toBe('?');
  });
});
