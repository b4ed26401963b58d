/**
 * The persona picker dialog's steps (spec §2): 'initial' (pick one of the project's
 * personas or start a new one), 'create' (name and photo), 'photo' (upload, or a preset
 * once they exist). Pure state; the dialog renders it and runs the server calls.
 */

type PickerStep = 'initial' | 'create' | 'photo';

/** A photo chosen for a new persona, uploaded as it is once the persona exists. */
export interface ChosenPhoto {
  image: Blob;
  fileName: string;
}

export interface PickerState {
  step: PickerStep;
  /** The new persona's name, as typed. */
  name: string;
  photo: ChosenPhoto | null;
  /** The last refusal to show: a bad photo, or the server's answer. */
  problem: string | null;
  /** The new persona's field messages show once 'Create' was pressed. */
  showErrors: boolean;
}

export type PickerAction =
  | { type: 'startCreate' }
  | { type: 'openPhotoStep' }
  | { type: 'back' }
  | { type: 'setName'; name: string }
  | { type: 'photoChosen'; photo: ChosenPhoto }
  | { type: 'photoRefused'; message: string }
  | { type: 'submitted' }
  | { type: 'failed'; message: string }
  | { type: 'reset' };

export const INITIAL_PICKER_STATE: PickerState = {
  step: 'initial',
  name: '',
  photo: null,
  problem: null,
  showErrors: false,
};

export function pickerReducer(state: PickerState, action: PickerAction): PickerState {
  switch (action.type) {
    case 'startCreate':
      return { ...state, step: 'create', problem: null };
    case 'openPhotoStep':
      return { ...state, step: 'photo', problem: null };
    case 'back':
      return {
        ...state,
        step: state.step === 'photo' ? 'create' : 'initial',
        problem: null,
      };
    case 'setName':
      return { ...state, name: action.name };
    case 'photoChosen':
      return { ...state, step: 'create', photo: action.photo, problem: null };
    case 'photoRefused':
      return { ...state, problem: action.message };
    case 'submitted':
      return { ...state, showErrors: true, problem: null };
    case 'failed':
      return { ...state, problem: action.message };
    case 'reset':
      return INITIAL_PICKER_STATE;
  }
}
