import { messages } from '@portal/contracts';

// What the two new page wizards (search and detail) share, SPEC.md §4 Wizards: four steps, the
// furthest one reached, a step left only when it is valid, the page's name and group, and the
// answers that start over when the server changes. Each wizard adds its own steps' answers.

/** View names are unique in an account whatever their case and surrounding spaces. */
export const nameKeyOf = (name: string) => name.trim().toLowerCase();

export type WizardCoreState = {
  /** The step shown. */
  active: number;
  /** The furthest step reached: only steps up to here can be revisited. */
  reached: number;
  serverId: string | null;
  endpointId: string | null;
  name: string;
  groupId: string | null;
  /** The names of the account's views, trimmed and lower-cased: a page name must differ from them. */
  takenNames: string[];
  errors: Partial<Record<'name' | 'group', string>>;
};

export type WizardCoreAction =
  | { type: 'serverChosen'; serverId: string | null }
  | { type: 'nameChanged'; name: string }
  | { type: 'groupChosen'; groupId: string | null }
  | { type: 'namesLoaded'; names: string[] }
  | { type: 'nameRefused'; message: string }
  | { type: 'back' }
  | { type: 'stepClicked'; step: number }
  | { type: 'next' }
  | { type: 'createRequested' }
  | { type: 'startOver' };

/** The step that asks for the page's name. */
const nameStep = 1;

export const hasErrors = (errors: object) => Object.values(errors).some(Boolean);

/** The page's name is required, and must differ from every other view's of the account. */
export function nameError(state: Pick<WizardCoreState, 'name' | 'takenNames'>): string | undefined {
  if (!state.name.trim()) return messages.required;
  if (state.takenNames.includes(nameKeyOf(state.name))) return messages.viewExists;
  return undefined;
}

/** The last step: the page goes in a group. */
export const groupError = (state: Pick<WizardCoreState, 'groupId'>) =>
  state.groupId ? undefined : messages.selectGroup;

export type WizardRules<S extends WizardCoreState> = {
  steps: readonly string[];
  initial: S;
  /** The errors of one step's answers; none when it is valid. */
  validateStep: (state: S, step: number) => S['errors'];
};

/** The step moves and shared answers of a wizard with these steps, answers and checks. */
export function wizardCore<S extends WizardCoreState>({ steps, initial, validateStep }: WizardRules<S>) {
  const lastStep = steps.length - 1;

  /** Every step from `from` up to (not including) `to` is valid, or the first that is not, with its errors. */
  function firstInvalidStep(state: S, from: number, to: number) {
    for (let step = from; step < to; step += 1) {
      const errors = validateStep(state, step);
      if (hasErrors(errors)) return { step, errors };
    }
    return undefined;
  }

  /** A step after the shown one that was reached and holds valid answers shows its completion mark. */
  function isStepComplete(state: S, step: number): boolean {
    return step < state.active || (step < state.reached && !hasErrors(validateStep(state, step)));
  }

  /** Moves to `step` when every step before it is valid; otherwise to the first invalid one, with its errors. */
  function moveTo(state: S, step: number): S {
    const invalid = firstInvalidStep(state, Math.min(state.active, step), step);
    if (invalid) return { ...state, active: invalid.step, errors: invalid.errors };
    return { ...state, active: step, reached: Math.max(state.reached, step), errors: {} };
  }

  function reduce(state: S, action: WizardCoreAction): S {
    switch (action.type) {
      case 'serverChosen':
        // Changing the server resets every step (SPEC.md §4 Wizards).
        return { ...initial, serverId: action.serverId, takenNames: state.takenNames };
      case 'nameChanged':
        return { ...state, name: action.name, errors: { ...state.errors, name: undefined } };
      case 'groupChosen':
        return { ...state, groupId: action.groupId, errors: { ...state.errors, group: undefined } };
      case 'stepClicked':
        if (action.step > state.reached || action.step === state.active) return state;
        return moveTo(state, action.step);
      case 'next':
        return moveTo(state, Math.min(state.active + 1, lastStep));
      case 'back':
        return state.active === 0 ? state : { ...state, active: state.active - 1, errors: {} };
      case 'namesLoaded':
        return { ...state, takenNames: action.names.map(nameKeyOf) };
      case 'nameRefused':
        // The name was taken meanwhile: back to the step that asks for it, with the reason under it.
        return {
          ...state,
          active: nameStep,
          takenNames: [...state.takenNames, nameKeyOf(state.name)],
          errors: { name: action.message },
        };
      case 'startOver':
        return { ...initial, takenNames: state.takenNames };
      case 'createRequested': {
        const invalid = firstInvalidStep(state, 0, steps.length);
        return invalid ? { ...state, active: invalid.step, errors: invalid.errors } : state;
      }
    }
  }

  return { firstInvalidStep, isStepComplete, moveTo, reduce };
}
