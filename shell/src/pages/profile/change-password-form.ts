import { newPasswordProblems, type Problem, repeatProblem } from '../../auth-modal/validation';

/**
 * The account screen's change-password form (spec §2 'Account screen', §5). The fields
 * stay disabled until 'Change password' is pressed, as the spec describes. Problems
 * show with the same rule as the auth modal: once a non-empty field is left or
 * 'Confirm' is pressed, and from then on they follow every keystroke.
 *
 * The current password (issue H6) is asked for when the sign-in is not recent (the page
 * knows from the token when the form opens), or when the server says it is needed; what
 * was typed in the other fields stays.
 */
export type ChangePasswordField = 'newPassword' | 'repeat';
type TypedField = ChangePasswordField | 'currentPassword';

export interface ChangePasswordState {
  enabled: boolean;
  /** The 'Current password' field shows: an older sign-in, or the server asked for it. */
  askCurrent: boolean;
  currentPassword: string;
  /** What is wrong with the current password (a message code or the server's text). */
  currentError: string | null;
  newPassword: string;
  repeat: string;
  revealed: ChangePasswordField[];
  serverError: string | null;
}

export type ChangePasswordEvent =
  /** `askCurrent`: the sign-in is too old to change the password without it. */
  | { type: 'enable'; askCurrent: boolean }
  /** Cancel, or the change succeeded: fields cleared and disabled again. */
  | { type: 'disable' }
  | { type: 'edit'; field: TypedField; value: string }
  | { type: 'blur'; field: ChangePasswordField }
  | { type: 'submit' }
  | { type: 'serverError'; message: string }
  /** The server wants the current password, or a right one. */
  | { type: 'currentPasswordRefused'; message: string };

export const initialChangePassword: ChangePasswordState = {
  enabled: false,
  askCurrent: false,
  currentPassword: '',
  currentError: null,
  newPassword: '',
  repeat: '',
  revealed: [],
  serverError: null,
};

export function changePasswordReducer(
  state: ChangePasswordState,
  event: ChangePasswordEvent,
): ChangePasswordState {
  switch (event.type) {
    case 'enable':
      return { ...initialChangePassword, enabled: true, askCurrent: event.askCurrent };
    case 'disable':
      return initialChangePassword;
    case 'edit':
      return {
        ...state,
        [event.field]: event.value,
        serverError: null,
        currentError: event.field === 'currentPassword' ? null : state.currentError,
      };
    case 'blur':
      if (state[event.field] === '' || state.revealed.includes(event.field)) return state;
      return { ...state, revealed: [...state.revealed, event.field] };
    case 'submit':
      return {
        ...state,
        revealed: ['newPassword', 'repeat'],
        currentError:
          state.askCurrent && state.currentPassword === ''
            ? 'currentPasswordRequired'
            : state.currentError,
      };
    case 'serverError':
      return { ...state, serverError: event.message };
    case 'currentPasswordRefused':
      return { ...state, askCurrent: true, currentError: event.message };
  }
}

/** Every problem, shown or not; the policy uses the account-screen text (trailing space). */
function changePasswordProblems(
  state: ChangePasswordState,
): Record<ChangePasswordField, Problem[]> {
  const repeat = repeatProblem(state.newPassword, state.repeat);
  return {
    newPassword: newPasswordProblems(state.newPassword, 'account'),
    repeat: repeat ? [repeat] : [],
  };
}

export function visibleChangePasswordProblems(
  state: ChangePasswordState,
): Record<ChangePasswordField, Problem[]> {
  const all = changePasswordProblems(state);
  return {
    newPassword: state.revealed.includes('newPassword') ? all.newPassword : [],
    repeat: state.revealed.includes('repeat') ? all.repeat : [],
  };
}

export function canSendChangePassword(state: ChangePasswordState): boolean {
  const all = changePasswordProblems(state);
  const proof = !state.askCurrent || state.currentPassword !== '';
  return state.enabled && proof && all.newPassword.length === 0 && all.repeat.length === 0;
}

/** 'Confirm' is disabled while the form is disabled or a problem shows. */
export function isConfirmBlocked(state: ChangePasswordState): boolean {
  const visible = visibleChangePasswordProblems(state);
  return (
    !state.enabled ||
    visible.newPassword.length > 0 ||
    visible.repeat.length > 0 ||
    state.currentError !== null
  );
}
