import { messages, type ValueType } from '@portal/contracts';
import {
  groupError,
  nameError,
  type WizardCoreAction,
  type WizardCoreState,
  wizardCore,
} from './wizard-core';

export { nameKeyOf } from './wizard-core';

export const searchWizardSteps = ['Main Entity', 'Name and Title', 'Default Columns', 'Groups'] as const;

export type WizardField = 'server' | 'endpoint' | 'entity' | 'name' | 'title' | 'columns' | 'group';
export type WizardErrors = Partial<Record<WizardField, string>>;

export type SearchWizardState = WizardCoreState & {
  /** The main entity's fields from the sample page, and those holding text. */
  fields: string[];
  textFields: string[];
  valueTypes: Record<string, ValueType>;
  title: string;
  columns: string[];
  /** The fields given an exact filter (DESIGN.md §7d): a person picks the values they must equal. */
  exactFilters: string[];
  errors: WizardErrors;
};

export type SearchWizardAction =
  | WizardCoreAction
  | { type: 'endpointChosen'; endpointId: string | null }
  | {
      type: 'sampleRead';
      endpointId: string;
      fields: string[];
      textFields: string[];
      valueTypes?: Record<string, ValueType>;
    }
  | { type: 'sampleFailed'; endpointId: string; message: string }
  | { type: 'titleChanged'; title: string }
  | { type: 'columnsChanged'; columns: string[] }
  | { type: 'exactFiltersChanged'; fields: string[] };

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
  exactFilters: [],
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
    const name = nameError(state);
    if (name) errors.name = name;
    if (!state.title.trim()) errors.title = messages.required;
  } else if (step === 2) {
    if (state.columns.length === 0) errors.columns = messages.selectAtLeastOneColumn;
  } else if (step === 3) {
    const group = groupError(state);
    if (group) errors.group = group;
  }
  return errors;
}

const core = wizardCore({ steps: searchWizardSteps, initial: initialSearchWizard, validateStep });

/** Every step from `from` up to (not including) `to` is valid, or the first that is not, with its errors. */
export const firstInvalidStep = core.firstInvalidStep;

/** A step after the shown one that was reached and holds valid answers shows its completion mark. */
export const isStepComplete = core.isStepComplete;

export function searchWizardReducer(state: SearchWizardState, action: SearchWizardAction): SearchWizardState {
  switch (action.type) {
    case 'endpointChosen':
      // Another endpoint has other fields: the columns and every later step start over.
      return {
        ...state,
        endpointId: action.endpointId,
        fields: [],
        textFields: [],
        valueTypes: {},
        columns: [],
        exactFilters: [],
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
    case 'titleChanged':
      return { ...state, title: action.title, errors: { ...state.errors, title: undefined } };
    case 'columnsChanged':
      return { ...state, columns: action.columns, errors: { ...state.errors, columns: undefined } };
    case 'exactFiltersChanged':
      return { ...state, exactFilters: action.fields };
    default:
      return core.reduce(state, action);
  }
}
