import { messages } from '@portal/contracts';
import { nameKeyOf } from './search-wizard-state';

export const detailWizardSteps = [
  'Main Entity',
  'Name and Title',
  'Default Contextual Info',
  'Groups',
] as const;
const lastStep = detailWizardSteps.length - 1;

export type DetailWizardField =
  | 'server'
  | 'endpoint'
  | 'variables'
  /** Why the sample record could not be read: said under the URL variables, or the endpoint if none. */
  | 'sample'
  | 'name'
  | 'title'
  | 'contextual'
  | 'group';
export type DetailWizardErrors = Partial<Record<DetailWizardField, string>>;

export type DetailWizardState = {
  active: number;
  /** The furthest step reached: only steps up to here can be revisited. */
  reached: number;
  serverId: string | null;
  endpointId: string | null;
  /** The $(name) variables of the chosen endpoint's URL, and the values typed for them. */
  variables: string[];
  values: Record<string, string>;
  /** The record the endpoint answered for these values; null until read, and again after a change. */
  sample: Record<string, unknown> | null;
  name: string;
  titleField: string | null;
  contextual: string[];
  groupId: string | null;
  takenNames: string[];
  errors: DetailWizardErrors;
};

export type DetailWizardAction =
  | { type: 'serverChosen'; serverId: string | null }
  | { type: 'endpointChosen'; endpointId: string | null; variables: string[] }
  | { type: 'valueChanged'; variable: string; value: string }
  | { type: 'sampleRead'; key: string; record: Record<string, unknown> }
  | { type: 'sampleFailed'; key: string; message: string }
  | { type: 'nameChanged'; name: string }
  | { type: 'titleChosen'; field: string | null }
  | { type: 'contextualChanged'; fields: string[] }
  | { type: 'groupChosen'; groupId: string | null }
  | { type: 'namesLoaded'; names: string[] }
  | { type: 'nameRefused'; message: string }
  | { type: 'back' }
  | { type: 'stepClicked'; step: number }
  | { type: 'next' }
  | { type: 'createRequested' }
  | { type: 'startOver' };

export const initialDetailWizard: DetailWizardState = {
  active: 0,
  reached: 0,
  serverId: null,
  endpointId: null,
  variables: [],
  values: {},
  sample: null,
  name: '',
  titleField: null,
  contextual: [],
  groupId: null,
  takenNames: [],
  errors: {},
};

/** What the sample was read with: another endpoint or other values need another sample. */
export const sampleKeyOf = (state: Pick<DetailWizardState, 'endpointId' | 'variables' | 'values'>) =>
  JSON.stringify([state.endpointId, state.variables.map((name) => state.values[name]?.trim() ?? '')]);

/** The URL variables as the proxy takes them, trimmed. */
export const urlVariablesOf = (state: Pick<DetailWizardState, 'variables' | 'values'>) =>
  Object.fromEntries(state.variables.map((name) => [name, state.values[name]?.trim() ?? '']));

/** Step 1 before its sample is read: a server, an endpoint and every URL variable (SPEC.md §5). */
export function validateEntityInputs(state: DetailWizardState): DetailWizardErrors {
  if (!state.serverId) return { server: messages.serverNotSelected };
  if (!state.endpointId) return { endpoint: messages.endpointNotSelected };
  if (state.variables.some((name) => !state.values[name]?.trim()))
    return { variables: messages.detailFillAllUrlVariables };
  return {};
}

/** SPEC.md §5 Detail wizard, step by step. */
export function validateStep(state: DetailWizardState, step: number): DetailWizardErrors {
  const errors: DetailWizardErrors = {};
  if (step === 0) {
    const inputs = validateEntityInputs(state);
    if (hasErrors(inputs)) return inputs;
    if (!state.sample) errors.endpoint = messages.wizardNoData;
  } else if (step === 1) {
    if (!state.name.trim()) errors.name = messages.required;
    else if (state.takenNames.includes(nameKeyOf(state.name))) errors.name = messages.viewExists;
    if (!state.titleField) errors.title = messages.required;
  } else if (step === 2) {
    if (state.contextual.length === 0) errors.contextual = messages.selectAtLeastOneColumn;
  } else if (step === 3) {
    if (!state.groupId) errors.group = messages.selectGroup;
  }
  return errors;
}

const hasErrors = (errors: DetailWizardErrors) => Object.values(errors).some(Boolean);

export function firstInvalidDetailStep(state: DetailWizardState, from: number, to: number) {
  for (let step = from; step < to; step += 1) {
    const errors = validateStep(state, step);
    if (hasErrors(errors)) return { step, errors };
  }
  return undefined;
}

export function isDetailStepComplete(state: DetailWizardState, step: number): boolean {
  return step < state.active || (step < state.reached && !hasErrors(validateStep(state, step)));
}

function moveTo(state: DetailWizardState, step: number): DetailWizardState {
  const invalid = firstInvalidDetailStep(state, Math.min(state.active, step), step);
  if (invalid) return { ...state, active: invalid.step, errors: invalid.errors };
  return { ...state, active: step, reached: Math.max(state.reached, step), errors: {} };
}

/** Another sample may lack fields chosen from the last one: those choices go. */
function keepFieldsOf(state: DetailWizardState, record: Record<string, unknown>): DetailWizardState {
  const has = (field: string) => field in record;
  return {
    ...state,
    titleField: state.titleField && has(state.titleField) ? state.titleField : null,
    contextual: state.contextual.filter(has),
  };
}

export function detailWizardReducer(state: DetailWizardState, action: DetailWizardAction): DetailWizardState {
  switch (action.type) {
    case 'serverChosen':
      // Changing the server resets every step (SPEC.md §4 Wizards).
      return { ...initialDetailWizard, serverId: action.serverId, takenNames: state.takenNames };
    case 'endpointChosen':
      return {
        ...initialDetailWizard,
        serverId: state.serverId,
        name: state.name,
        takenNames: state.takenNames,
        endpointId: action.endpointId,
        variables: action.variables,
      };
    case 'valueChanged': {
      const values = { ...state.values, [action.variable]: action.value };
      const stillFilled = state.variables.every((name) => values[name]?.trim());
      return {
        ...state,
        values,
        sample: null,
        // Later steps wait for the new sample.
        reached: 0,
        // Other values need another sample: what the last one said no longer holds.
        errors: stillFilled ? {} : { ...state.errors, sample: undefined },
      };
    }
    case 'sampleRead':
      if (action.key !== sampleKeyOf(state)) return state;
      return moveTo(keepFieldsOf({ ...state, sample: action.record, errors: {} }, action.record), 1);
    case 'sampleFailed':
      if (action.key !== sampleKeyOf(state)) return state;
      return { ...state, errors: { sample: action.message } };
    case 'nameChanged':
      return { ...state, name: action.name, errors: { ...state.errors, name: undefined } };
    case 'titleChosen':
      return { ...state, titleField: action.field, errors: { ...state.errors, title: undefined } };
    case 'contextualChanged':
      return { ...state, contextual: action.fields, errors: { ...state.errors, contextual: undefined } };
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
      return {
        ...state,
        active: 1,
        takenNames: [...state.takenNames, nameKeyOf(state.name)],
        errors: { name: action.message },
      };
    case 'startOver':
      return { ...initialDetailWizard, takenNames: state.takenNames };
    case 'createRequested': {
      const invalid = firstInvalidDetailStep(state, 0, detailWizardSteps.length);
      return invalid ? { ...state, active: invalid.step, errors: invalid.errors } : state;
    }
  }
}
