import { describe, expect, it } from 'vitest';
import { canCreatePersona, newPersonaProblems } from './new-persona-rules';
import {
  INITIAL_PICKER_STATE,
  type PickerAction,
  type PickerState,
  pickerReducer,
} from './persona-picker';

const photo = { image: new Blob(['png']), fileName: 'face.png' };
const run = (...actions: PickerAction[]): PickerState =>
  actions.reduce(pickerReducer, INITIAL_PICKER_STATE);

describe('the persona picker steps (spec §2)', () => {
  it('starts at the initial step with nothing typed', () => {
    expect(INITIAL_PICKER_STATE).toMatchObject({ step: 'initial', name: '', photo: null });
  });

  it('goes initial → create → choose photo, and a chosen photo returns to create', () => {
    expect(run({ type: 'startCreate' }).step).toBe('create');
    expect(run({ type: 'startCreate' }, { type: 'openPhotoStep' }).step).toBe('photo');
    const chosen = run(
      { type: 'startCreate' },
      { type: 'openPhotoStep' },
      {
        type: 'photoChosen',
        photo,
      },
    );
    expect(chosen).toMatchObject({ step: 'create', photo });
  });

  it('goes back one step at a time and keeps what was typed', () => {
    const onPhoto = run(
      { type: 'startCreate' },
      { type: 'setName', name: 'Carla' },
      { type: 'openPhotoStep' },
    );
    const backOnce = pickerReducer(onPhoto, { type: 'back' });
    expect(backOnce).toMatchObject({ step: 'create', name: 'Carla' });
    expect(pickerReducer(backOnce, { type: 'back' }).step).toBe('initial');
  });

  it('stays on the photo step with the reason when a photo is refused', () => {
    const refused = run(
      { type: 'startCreate' },
      { type: 'openPhotoStep' },
      { type: 'photoRefused', message: 'Only images are allowed!' },
    );
    expect(refused).toMatchObject({ step: 'photo', problem: 'Only images are allowed!' });
    // The next choice clears it.
    expect(pickerReducer(refused, { type: 'photoChosen', photo }).problem).toBeNull();
  });

  it('resets to the initial step, forgetting name, photo and problems', () => {
    const busy = run(
      { type: 'startCreate' },
      { type: 'setName', name: 'Carla' },
      { type: 'photoChosen', photo },
      { type: 'submitted' },
      { type: 'failed', message: 'The server said no' },
    );
    expect(pickerReducer(busy, { type: 'reset' })).toEqual(INITIAL_PICKER_STATE);
  });
});

describe('a new persona (spec §2, §5)', () => {
  it('needs a name and a photo', () => {
    expect(newPersonaProblems(run({ type: 'startCreate' }))).toEqual({
      name: 'Name should not be empty',
      // A code: the dialog words it in the language shown.
      photo: 'personaPhotoRequired',
    });
    expect(canCreatePersona(run({ type: 'setName', name: 'Carla' }))).toBe(false);
    expect(canCreatePersona(run({ type: 'photoChosen', photo }))).toBe(false);
    expect(
      canCreatePersona(run({ type: 'setName', name: 'Carla' }, { type: 'photoChosen', photo })),
    ).toBe(true);
  });

  it('follows the name rules of every item: not blank, under 100 characters', () => {
    const named = (name: string) => newPersonaProblems(run({ type: 'setName', name })).name;
    expect(named('   ')).toBe('Name should not be empty');
    expect(named('n'.repeat(100))).toBe('Name should be less than 100 characters');
    expect(named('n'.repeat(99))).toBeNull();
  });

  it('shows its messages only once Create was pressed', () => {
    expect(run({ type: 'startCreate' }).showErrors).toBe(false);
    expect(run({ type: 'startCreate' }, { type: 'submitted' }).showErrors).toBe(true);
  });
});
