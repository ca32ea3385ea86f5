import { messages, type ValueType } from '@portal/contracts';

/** View names are unique in an account whatever their case and surrounding spaces. */
export const nameKeyOf = (name: string) => name.trim().toLowerCase();

export const searchWizardSteps = ['Main Entity', 'Name and Title', 'Default Columns', 'Groups'] as const;
const lastStep = searchWizardSteps.length - 1;

export type WizardField = 'server' | 'endpoint' | 'entity' | 'name' | 'title' | 'columns' | 'group';
export type WizardErrors = Partial<Record<WizardField, string>>;

export type SearchWizardState = {
  /** The step shown. */
  active: number;
  /** The furthest step reached: only steps up to here can be revisited. */
  reached: number;
  serverId: string | null;
  endpointId: string | null;
  /** The main entity's fields from the sample page, and those holding text. */
  fields: string[];
  textFields: string[];
  valueTypes: Record<string, ValueType>;
  name: string;
  title: string;
  columns: string[];
  groupId: string | null;
  /** The names of the account's views, trimmed and lower-cased: a page name must differ from them. */
  takenNames: string[];
  errors: WizardErrors;
};

export type SearchWizardAction =
  | { type: 'serverChosen'; serverId: string | null }
  | { type: 'endpointChosen'; endpointId: string | null }
  | {
      type: 'sampleRead';
      endpointId: string;
      fields: string[];
      textFields: string[];
      valueTypes?: Record<string, ValueType>;
    }
  | { type: 'sampleFailed'; endpointId: string; message: string }
  | { type: 'nameChanged'; name: string }
  | { type: 'titleChanged'; title: string }
  | { type: 'columnsChanged'; columns: string[] }
  | { type: 'groupChosen'; groupId: string | null }
  | { type: 'namesLoaded'; names: string[] }
  | { type: 'nameRefused'; message: string }
  | { type: 'back' }
  | { type: 'stepClicked'; step: number }
  | { type: 'next' }
  | { type: 'createRequested' }
  | { type: 'startOver' };

export const initialSearchWizard: SearchWizardState = {
  active: 0,
  reached: 0,
  serverId: null,
  endpointId: null,
  fields: [],
  textFields: [],
  valueTypes: {},
  name: '',
  title: '',
  columns: [],
  groupId: null,
  takenNames: [],
  errors: {},
};

/** SPEC.md §5 Search wizard, step by step. */
export function validateStep(state: SearchWizardState, step: number): WizardErrors {
  const errors: WizardErrors = {};
  if (step === 0) {
    if (!state.serverId) errors.server = messages.serverNotSelected;
    else if (!state.endpointId) errors.endpoint = messages.endpointNotSelected;
    else if (state.fields.length === 0) errors.entity = messages.invalidMainEntity;
  } else if (step === 1) {
    if (!state.name.trim()) errors.name = messages.required;
    else if (state.takenNames.includes(nameKeyOf(state.name))) errors.name = messages.viewExists;
    if (!state.title.trim()) errors.title = messages.required;
  } else if (step === 2) {
    if (state.columns.length === 0) errors.columns = messages.selectAtLeastOneColumn;
  } else if (step === 3) {
    if (!state.groupId) errors.group = messages.selectGroup;
  }
  return errors;
}

const hasErrors = (errors: WizardErrors) => Object.values(errors).some(Boolean);

/** Every step from `from` up to (not including) `to` is valid, or the first that is not, with its errors. */
export function firstInvalidStep(state: SearchWizardState, from: number, to: number) {
  for (let step = from; step < to; step += 1) {
    const errors = validateStep(state, step);
    if (hasErrors(errors)) return { step, errors };
  }
  return undefined;
}

/** A step after the shown one that was reached and holds valid answers shows its completion mark. */
export function isStepComplete(state: SearchWizardState, step: number): boolean {
  return step < state.active || (step < state.reached && !hasErrors(validateStep(state, step)));
}

/** Moves to `step` when every step before it is valid; otherwise to the first invalid one, with its errors. */
function moveTo(state: SearchWizardState, step: number): SearchWizardState {
  const invalid = firstInvalidStep(state, Math.min(state.active, step), step);
  if (invalid) return { ...state, active: invalid.step, errors: invalid.errors };
  return { ...state, active: step, reached: Math.max(state.reached, step), errors: {} };
}

export function searchWizardReducer(state: SearchWizardState, action: SearchWizardAction): SearchWizardState {
  switch (action.type) {
    case 'serverChosen':
      // Changing the server resets every step (SPEC.md §4 Wizards).
      return { ...initialSearchWizard, serverId: action.serverId, takenNames: state.takenNames };
    case 'endpointChosen':
      // Another endpoint has other fields: the columns and every later step start over.
      return {
        ...state,
        endpointId: action.endpointId,
        fields: [],
        textFields: [],
        valueTypes: {},
        columns: [],
        active: 0,
        reached: 0,
        errors: {},
      };
    case 'sampleRead':
      if (action.endpointId !== state.endpointId) return state;
      return {
        ...state,
        fields: action.fields,
        textFields: action.textFields,
        valueTypes: action.valueTypes ?? {},
        errors: {},
      };
    case 'sampleFailed':
      if (action.endpointId !== state.endpointId) return state;
      return { ...state, errors: { entity: action.message } };
    case 'nameChanged':
      return { ...state, name: action.name, errors: { ...state.errors, name: undefined } };
    case 'titleChanged':
      return { ...state, title: action.title, errors: { ...state.errors, title: undefined } };
    case 'columnsChanged':
      return { ...state, columns: action.columns, errors: { ...state.errors, columns: undefined } };
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
        active: 1,
        takenNames: [...state.takenNames, nameKeyOf(state.name)],
        errors: { name: action.message },
      };
    case 'startOver':
      return { ...initialSearchWizard, takenNames: state.takenNames };
    case 'createRequested': {
      const invalid = firstInvalidStep(state, 0, searchWizardSteps.length);
      return invalid ? { ...state, active: invalid.step, errors: invalid.errors } : state;
    }
  }
}
