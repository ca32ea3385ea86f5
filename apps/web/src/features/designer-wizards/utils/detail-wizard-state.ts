import { messages } from '@portal/contracts';
import {
  groupError,
  hasErrors,
  nameError,
  type WizardCoreAction,
  type WizardCoreState,
  wizardCore,
} from './wizard-core';

export const detailWizardSteps = [
  'Main Entity',
  'Name and Title',
  'Default Contextual Info',
  'Groups',
] as const;

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

export type DetailWizardState = WizardCoreState & {
  /** The $(name) variables of the chosen endpoint's URL, and the values typed for them. */
  variables: string[];
  values: Record<string, string>;
  /** The record the endpoint answered for these values; null until read, and again after a change. */
  sample: Record<string, unknown> | null;
  titleField: string | null;
  contextual: string[];
  errors: DetailWizardErrors;
};

export type DetailWizardAction =
  | WizardCoreAction
  | { type: 'endpointChosen'; endpointId: string | null; variables: string[] }
  | { type: 'valueChanged'; variable: string; value: string }
  | { type: 'sampleRead'; key: string; record: Record<string, unknown> }
  | { type: 'sampleFailed'; key: string; message: string }
  | { type: 'titleChosen'; field: string | null }
  | { type: 'contextualChanged'; fields: string[] };

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
    const name = nameError(state);
    if (name) errors.name = name;
    if (!state.titleField) errors.title = messages.required;
  } else if (step === 2) {
    if (state.contextual.length === 0) errors.contextual = messages.selectAtLeastOneColumn;
  } else if (step === 3) {
    const group = groupError(state);
    if (group) errors.group = group;
  }
  return errors;
}

const core = wizardCore({ steps: detailWizardSteps, initial: initialDetailWizard, validateStep });

export const firstInvalidDetailStep = core.firstInvalidStep;

export const isDetailStepComplete = core.isStepComplete;

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
      return core.moveTo(keepFieldsOf({ ...state, sample: action.record, errors: {} }, action.record), 1);
    case 'sampleFailed':
      if (action.key !== sampleKeyOf(state)) return state;
      return { ...state, errors: { sample: action.message } };
    case 'titleChosen':
      return { ...state, titleField: action.field, errors: { ...state.errors, title: undefined } };
    case 'contextualChanged':
      return { ...state, contextual: action.fields, errors: { ...state.errors, contextual: undefined } };
    default:
      return core.reduce(state, action);
  }
}
