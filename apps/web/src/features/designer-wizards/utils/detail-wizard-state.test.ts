import { messages } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  type DetailWizardAction,
  type DetailWizardState,
  detailWizardReducer,
  initialDetailWizard,
  isDetailStepComplete,
  sampleKeyOf,
  urlVariablesOf,
} from './detail-wizard-state';

const run = (...actions: DetailWizardAction[]) =>
  actions.reduce<DetailWizardState>(detailWizardReducer, initialDetailWizard);

const record = { id: 3, lastName: 'Lovelace', email: 'ada@example.com' };
const chosen = (): DetailWizardAction[] => [
  { type: 'serverChosen', serverId: 's1' },
  { type: 'endpointChosen', endpointId: 'e1', variables: ['id'] },
];

describe('the new detail wizard', () => {
  it('asks for a server, then an endpoint, then every URL variable', () => {
    expect(run({ type: 'next' }).errors).toEqual({ server: messages.serverNotSelected });
    expect(run({ type: 'serverChosen', serverId: 's1' }, { type: 'next' }).errors).toEqual({
      endpoint: messages.endpointNotSelected,
    });
    const state = run(...chosen(), { type: 'next' });
    expect(state.active).toBe(0);
    expect(state.errors).toEqual({ variables: 'Please fill all URL variables' });
  });

  it('moves on once the sample record of the typed values is read', () => {
    let state = run(...chosen(), { type: 'valueChanged', variable: 'id', value: ' 3 ' });
    expect(urlVariablesOf(state)).toEqual({ id: '3' });
    state = detailWizardReducer(state, { type: 'sampleRead', key: sampleKeyOf(state), record });
    expect(state.active).toBe(1);
    expect(state.sample).toEqual(record);
  });

  it('ignores a sample read for values since changed', () => {
    let state = run(...chosen(), { type: 'valueChanged', variable: 'id', value: '3' });
    const key = sampleKeyOf(state);
    state = detailWizardReducer(state, { type: 'valueChanged', variable: 'id', value: '4' });
    expect(detailWizardReducer(state, { type: 'sampleRead', key, record })).toBe(state);
  });

  it('keeps a sample that could not be read on step 1, said as the sample error', () => {
    const state = run(...chosen(), { type: 'valueChanged', variable: 'id', value: '9999' });
    const failed = detailWizardReducer(state, {
      type: 'sampleFailed',
      key: sampleKeyOf(state),
      message: messages.wizardNoData,
    });
    expect(failed.active).toBe(0);
    expect(failed.errors).toEqual({ sample: messages.wizardNoData });
    // Another value is another sample: the error goes, even while a variable is left empty.
    expect(detailWizardReducer(failed, { type: 'valueChanged', variable: 'id', value: '3' }).errors).toEqual(
      {},
    );
    expect(detailWizardReducer(failed, { type: 'valueChanged', variable: 'id', value: '' }).errors).toEqual({
      sample: undefined,
    });
  });

  it('ignores a failure told for values since changed', () => {
    let state = run(...chosen(), { type: 'valueChanged', variable: 'id', value: '9999' });
    const key = sampleKeyOf(state);
    state = detailWizardReducer(state, { type: 'valueChanged', variable: 'id', value: '3' });
    expect(detailWizardReducer(state, { type: 'sampleFailed', key, message: messages.wizardNoData })).toBe(
      state,
    );
  });

  it('needs a page name not taken, a title field, a contextual field and a group', () => {
    let state = run({ type: 'namesLoaded', names: ['People'] }, ...chosen(), {
      type: 'valueChanged',
      variable: 'id',
      value: '3',
    });
    state = detailWizardReducer(state, { type: 'sampleRead', key: sampleKeyOf(state), record });
    state = detailWizardReducer(state, { type: 'next' });
    expect(state.errors).toEqual({ name: messages.required, title: messages.required });
    state = run({ type: 'namesLoaded', names: ['People'] }, ...chosen(), {
      type: 'valueChanged',
      variable: 'id',
      value: '3',
    });
    state = detailWizardReducer(state, { type: 'sampleRead', key: sampleKeyOf(state), record });
    for (const action of [
      { type: 'nameChanged', name: ' people ' },
      { type: 'titleChosen', field: 'lastName' },
      { type: 'next' },
    ] as DetailWizardAction[])
      state = detailWizardReducer(state, action);
    expect(state.errors).toEqual({ name: messages.viewExists });
    state = detailWizardReducer(state, { type: 'nameChanged', name: 'Person' });
    state = detailWizardReducer(state, { type: 'next' });
    expect(state.active).toBe(2);
    state = detailWizardReducer(state, { type: 'next' });
    expect(state.errors).toEqual({ contextual: 'Please select at least one column' });
    state = detailWizardReducer(state, { type: 'contextualChanged', fields: ['email'] });
    state = detailWizardReducer(state, { type: 'next' });
    expect(state.active).toBe(3);
    expect(isDetailStepComplete(state, 2)).toBe(true);
    state = detailWizardReducer(state, { type: 'createRequested' });
    expect(state.errors).toEqual({ group: messages.selectGroup });
  });

  it('starts over when the server changes', () => {
    const state = run(
      ...chosen(),
      { type: 'valueChanged', variable: 'id', value: '3' },
      {
        type: 'serverChosen',
        serverId: 's2',
      },
    );
    expect(state).toEqual({ ...initialDetailWizard, serverId: 's2' });
  });
});
