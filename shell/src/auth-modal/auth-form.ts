import type { AuthStep } from './auth-steps';
import { emailProblem, newPasswordProblems, type Problem, repeatProblem } from './validation';

/**
 * The auth modal as a pure state machine (spec §2 'Authentication modal', §4, §5): which
 * step shows, what was typed, which problems are visible, and the server's last word.
 * The React component only renders this state and performs the requests.
 *
 * When a problem becomes visible ("reward early, punish late"): a field's problem shows
 * once the person has left a non-empty field (blur) or pressed the step's button; from
 * then on it follows every keystroke, so it clears the moment the input becomes valid
 * (spec §4) and comes back if it turns invalid again. Nobody is told "wrong email
 * pattern" while still typing the first address, and an empty field someone merely
 * tabbed through stays quiet until they try to continue.
 */

export type AuthField = 'email' | 'password' | 'repeat';

/** Moves between steps: the links and buttons of spec §4. */
export type StepAction =
  /** 'Continue' with a valid email: the password step. */
  | 'continue'
  /** 'Already have an account? Login'. */
  | 'toLogin'
  /** "Doesn't have account? Sign Up". */
  | 'toSignUp'
  /** 'Forgot password'. */
  | 'forgotPassword'
  /** Back from the password step to fix the email. */
  | 'changeEmail';

export function nextStep(step: AuthStep, action: StepAction): AuthStep {
  switch (action) {
    case 'continue':
      return step === 'register' ? 'registerPassword' : step;
    case 'toLogin':
      return step === 'login' ? step : 'login';
    case 'toSignUp':
      return step === 'login' || step === 'restore' ? 'register' : step;
    case 'forgotPassword':
      return step === 'login' ? 'restore' : step;
    case 'changeEmail':
      return step === 'registerPassword' ? 'register' : step;
  }
}

/** The switch links each step offers under its form. */
export function switchLinks(step: AuthStep): StepAction[] {
  switch (step) {
    case 'register':
    case 'registerPassword':
      return ['toLogin'];
    case 'login':
      return ['toSignUp'];
    case 'restore':
      return ['toLogin', 'toSignUp'];
  }
}

/** The fields a step shows, first one first (it gets the focus). */
export function stepFields(step: AuthStep): AuthField[] {
  switch (step) {
    case 'register':
    case 'restore':
      return ['email'];
    case 'registerPassword':
      return ['password', 'repeat'];
    case 'login':
      return ['email', 'password'];
  }
}

export interface AuthFormState {
  step: AuthStep;
  email: string;
  password: string;
  repeat: string;
  /** Fields whose problems are shown (left non-empty, or the step was submitted). */
  revealed: AuthField[];
  /** The login step's form-level "One or more fields are empty." shows after 'Login'. */
  submitted: boolean;
  /** The server's message from the last request, shown as returned (spec §8). */
  serverError: string | null;
  /** The restore step's neutral confirmation after 'Send'. */
  resetRequested: boolean;
}

export type AuthFormEvent =
  | { type: 'reset'; step: AuthStep }
  | { type: 'go'; action: StepAction }
  | { type: 'edit'; field: AuthField; value: string }
  | { type: 'blur'; field: AuthField }
  /** The step's button was pressed: every problem of the step becomes visible. */
  | { type: 'submit' }
  | { type: 'serverError'; message: string }
  | { type: 'resetRequested' };

export function initialAuthForm(step: AuthStep = 'register'): AuthFormState {
  return {
    step,
    email: '',
    password: '',
    repeat: '',
    revealed: [],
    submitted: false,
    serverError: null,
    resetRequested: false,
  };
}

export function authFormReducer(state: AuthFormState, event: AuthFormEvent): AuthFormState {
  switch (event.type) {
    case 'reset':
      return initialAuthForm(event.step);
    case 'go': {
      const step = nextStep(state.step, event.action);
      if (step === state.step) return state;
      // The email travels between steps (typed once, used to log in or restore);
      // passwords never do, and each step starts without scolding.
      return { ...initialAuthForm(step), email: state.email };
    }
    case 'edit':
      return {
        ...state,
        [event.field]: event.value,
        serverError: null,
        resetRequested: event.field === 'email' ? false : state.resetRequested,
      };
    case 'blur':
      if (state[event.field] === '' || state.revealed.includes(event.field)) return state;
      return { ...state, revealed: [...state.revealed, event.field] };
    case 'submit':
      return { ...state, revealed: stepFields(state.step), submitted: true };
    case 'serverError':
      return { ...state, serverError: event.message };
    case 'resetRequested':
      return { ...state, resetRequested: true, serverError: null };
  }
}

/** Every problem of the current step, shown or not. */
function fieldProblems(state: AuthFormState): Record<AuthField, Problem[]> {
  const none = { email: [], password: [], repeat: [] };
  switch (state.step) {
    case 'register':
      return { ...none, email: listOf(emailProblem(state.email, 'signUpEmailPattern')) };
    case 'restore':
      return { ...none, email: listOf(emailProblem(state.email, 'restoreEmailPattern')) };
    case 'registerPassword':
      return {
        ...none,
        password: newPasswordProblems(state.password),
        repeat: listOf(repeatProblem(state.password, state.repeat)),
      };
    case 'login':
      // Sign-in does not check the password policy (the server does not reveal it either);
      // only emptiness is checked, and it is a form-level message (formProblem).
      return none;
  }
}

/** The login step's form-level problem (spec §5). */
function formProblem(state: AuthFormState): Problem | null {
  if (state.step !== 'login') return null;
  return state.email.trim() === '' || state.password === '' ? 'fieldsEmpty' : null;
}

export interface VisibleProblems {
  fields: Record<AuthField, Problem[]>;
  form: Problem | null;
}

/** What the person sees right now. */
export function visibleProblems(state: AuthFormState): VisibleProblems {
  const all = fieldProblems(state);
  const shown = (field: AuthField) => (state.revealed.includes(field) ? all[field] : []);
  return {
    fields: { email: shown('email'), password: shown('password'), repeat: shown('repeat') },
    form: state.submitted ? formProblem(state) : null,
  };
}

/** Nothing wrong with the step's input, shown or not: the step's request may go. */
export function isStepValid(state: AuthFormState): boolean {
  const all = fieldProblems(state);
  return (
    stepFields(state.step).every((field) => all[field].length === 0) && formProblem(state) === null
  );
}

/**
 * The step's button is disabled while a problem shows (spec §5 says so for 'Continue';
 * the other steps behave the same so the modal feels like one form). While nothing
 * shows it stays enabled, and pressing it reveals what is wrong instead of sending.
 */
export function isSubmitBlocked(state: AuthFormState): boolean {
  const visible = visibleProblems(state);
  return (
    visible.form !== null || Object.values(visible.fields).some((problems) => problems.length > 0)
  );
}

function listOf(problem: Problem | null): Problem[] {
  return problem === null ? [] : [problem];
}
