import { messages } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { groupError, nameError, type WizardCoreState, wizardCore } from './wizard-core';

// A wizard of three steps: a server, a name, a group.
type State = WizardCoreState;
const initial: State = {
  active: 0,
  reached: 0,
  serverId: null,
  endpointId: null,
  name: '',
  groupId: null,
  takenNames: [],
  errors: {},
};
const core = wizardCore<State>({
  steps: ['Server', 'Name', 'Group'],
  initial,
  validateStep: (state, step) => {
    if (step === 0) return state.serverId ? {} : { name: 'server first' };
    if (step === 1) return nameError(state) ? { name: nameError(state) } : {};
    return groupError(state) ? { group: groupError(state) } : {};
  },
});

describe('the wizard core', () => {
  it('moves on only from a valid step, and remembers the furthest one reached', () => {
    let state = core.reduce(initial, { type: 'next' });
    expect(state).toMatchObject({ active: 0, errors: { name: 'server first' } });
    state = core.reduce(core.reduce(state, { type: 'serverChosen', serverId: 's1' }), { type: 'next' });
    expect(state).toMatchObject({ active: 1, reached: 1, errors: {} });
    state = core.reduce(state, { type: 'back' });
    expect(state).toMatchObject({ active: 0, reached: 1 });
    expect(core.isStepComplete(state, 1)).toBe(false);
    expect(core.reduce(state, { type: 'stepClicked', step: 2 })).toBe(state);
  });

  it('refuses a name taken by another view whatever its case and spaces, and keeps the names over a new server', () => {
    let state = core.reduce(initial, { type: 'namesLoaded', names: ['Customers'] });
    state = core.reduce(state, { type: 'serverChosen', serverId: 's1' });
    state = core.reduce(state, { type: 'nameChanged', name: '  customers ' });
    expect(core.firstInvalidStep(state, 0, 3)).toEqual({ step: 1, errors: { name: messages.viewExists } });
    state = core.reduce(state, { type: 'serverChosen', serverId: 's2' });
    expect(state).toMatchObject({ serverId: 's2', name: '', takenNames: ['customers'] });
  });

  it('sends the designer back to the name when the server refuses it, and starts over keeping the taken names', () => {
    let state = core.reduce(initial, { type: 'serverChosen', serverId: 's1' });
    state = core.reduce(state, { type: 'nameChanged', name: 'Orders' });
    state = core.reduce(core.reduce(state, { type: 'next' }), { type: 'next' });
    expect(state.active).toBe(2);
    state = core.reduce(state, { type: 'nameRefused', message: messages.viewExists });
    expect(state).toMatchObject({ active: 1, takenNames: ['orders'], errors: { name: messages.viewExists } });
    expect(core.reduce(state, { type: 'startOver' })).toEqual({ ...initial, takenNames: ['orders'] });
  });

  it('shows the first invalid step when Create is asked too early', () => {
    let state = core.reduce(initial, { type: 'serverChosen', serverId: 's1' });
    state = core.reduce(state, { type: 'nameChanged', name: 'Orders' });
    state = core.reduce(core.reduce(state, { type: 'next' }), { type: 'next' });
    state = core.reduce(state, { type: 'createRequested' });
    expect(state).toMatchObject({ active: 2, errors: { group: messages.selectGroup } });
    state = core.reduce(state, { type: 'groupChosen', groupId: 'g1' });
    expect(state.errors.group).toBeUndefined();
    expect(core.reduce(state, { type: 'createRequested' })).toBe(state);
  });
});
