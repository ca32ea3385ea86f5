import { messages } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  initialSearchWizard,
  isStepComplete,
  type SearchWizardAction,
  type SearchWizardState,
  searchWizardReducer,
} from './search-wizard-state';

const run = (...actions: SearchWizardAction[]) =>
  actions.reduce<SearchWizardState>(searchWizardReducer, initialSearchWizard);

const mainEntity: SearchWizardAction[] = [
  { type: 'serverChosen', serverId: 's1' },
  { type: 'endpointChosen', endpointId: 'e1' },
  { type: 'sampleRead', endpointId: 'e1', fields: ['id', 'name'], textFields: ['name'] },
];
const allAnswered: SearchWizardAction[] = [
  ...mainEntity,
  { type: 'next' },
  { type: 'nameChanged', name: 'Customers' },
  { type: 'titleChanged', title: 'All customers' },
  { type: 'next' },
  { type: 'columnsChanged', columns: ['name'] },
  { type: 'next' },
];

describe('the new search wizard steps', () => {
  it('does not leave the main entity step without a server, an endpoint and its fields', () => {
    expect(run({ type: 'next' })).toMatchObject({
      active: 0,
      errors: { server: messages.serverNotSelected },
    });
    expect(run(mainEntity[0], { type: 'next' }).errors).toEqual({ endpoint: messages.endpointNotSelected });
    expect(run(mainEntity[0], mainEntity[1], { type: 'next' }).errors).toEqual({
      entity: messages.invalidMainEntity,
    });
    expect(run(...mainEntity, { type: 'next' })).toMatchObject({ active: 1, reached: 1, errors: {} });
  });

  it('needs a page name and a title, at least one column and a group', () => {
    const named = run(...mainEntity, { type: 'next' }, { type: 'next' });
    expect(named.errors).toEqual({ name: messages.required, title: messages.required });
    const columns = run(...allAnswered.slice(0, -2), { type: 'next' });
    expect(columns).toMatchObject({ active: 2, errors: { columns: messages.selectAtLeastOneColumn } });
    const group = run(...allAnswered, { type: 'createRequested' });
    expect(group).toMatchObject({ active: 3, errors: { group: messages.selectGroup } });
  });

  it('revisits only steps already reached', () => {
    const onColumns = run(...allAnswered.slice(0, -1));
    expect(onColumns.active).toBe(2);
    expect(searchWizardReducer(onColumns, { type: 'stepClicked', step: 3 }).active).toBe(2);
    const back = searchWizardReducer(onColumns, { type: 'stepClicked', step: 0 });
    expect(back).toMatchObject({ active: 0, reached: 2 });
    expect(searchWizardReducer(back, { type: 'stepClicked', step: 2 }).active).toBe(2);
  });

  it('going forward by a click stops at a revisited step that became invalid', () => {
    const onGroups = run(...allAnswered);
    const cleared = [
      { type: 'stepClicked', step: 1 },
      { type: 'nameChanged', name: ' ' },
      { type: 'stepClicked', step: 3 },
    ] as const;
    const state = cleared.reduce<SearchWizardState>(searchWizardReducer, onGroups);
    expect(state).toMatchObject({ active: 1, errors: { name: messages.required } });
  });

  it('marks steps complete, including reached steps after the shown one', () => {
    const back = run(...allAnswered, { type: 'stepClicked', step: 0 });
    expect([0, 1, 2, 3].map((step) => isStepComplete(back, step))).toEqual([true, true, true, false]);
    const unnamed = searchWizardReducer(searchWizardReducer(back, { type: 'stepClicked', step: 1 }), {
      type: 'nameChanged',
      name: '',
    });
    expect(isStepComplete(unnamed, 0)).toBe(true);
    expect(isStepComplete({ ...unnamed, active: 0 }, 1)).toBe(false);
  });

  it('changing the server resets every step', () => {
    const state = run(
      ...allAnswered,
      { type: 'groupChosen', groupId: 'g1' },
      { type: 'serverChosen', serverId: 's2' },
    );
    expect(state).toEqual({ ...initialSearchWizard, serverId: 's2' });
    const named = run({ type: 'namesLoaded', names: ['A'] }, { type: 'serverChosen', serverId: 's2' });
    expect(named.takenNames).toEqual(['a']);
  });

  it('another endpoint starts the columns over and forgets a late sample of the previous one', () => {
    const state = run(
      ...allAnswered,
      { type: 'stepClicked', step: 0 },
      { type: 'endpointChosen', endpointId: 'e2' },
      { type: 'sampleRead', endpointId: 'e1', fields: ['old'], textFields: [] },
    );
    expect(state).toMatchObject({ endpointId: 'e2', fields: [], columns: [], reached: 0, name: 'Customers' });
  });

  it('refuses on the name step a page name the account already uses, whatever its case', () => {
    const state = run(
      { type: 'namesLoaded', names: ['Key Customers'] },
      ...mainEntity,
      { type: 'next' },
      { type: 'nameChanged', name: ' key customers ' },
      { type: 'titleChanged', title: 'Key customers' },
      { type: 'next' },
    );
    expect(state).toMatchObject({ active: 1, errors: { name: messages.viewExists } });
    const renamed = searchWizardReducer(state, { type: 'nameChanged', name: 'Key customers 2' });
    expect(searchWizardReducer(renamed, { type: 'next' }).active).toBe(2);
  });

  it('goes back one step without checking the step it leaves', () => {
    const onName = run(...mainEntity, { type: 'next' }, { type: 'next' });
    expect(onName.errors.name).toBe(messages.required);
    expect(searchWizardReducer(onName, { type: 'back' })).toMatchObject({
      active: 0,
      reached: 1,
      errors: {},
    });
    expect(searchWizardReducer(run(), { type: 'back' }).active).toBe(0);
  });

  it('returns to the name step when the server refuses the name at creation', () => {
    const state = searchWizardReducer(run(...allAnswered), {
      type: 'nameRefused',
      message: messages.viewExists,
    });
    expect(state).toMatchObject({ active: 1, errors: { name: messages.viewExists } });
    expect(searchWizardReducer(state, { type: 'next' }).errors).toEqual({ name: messages.viewExists });
  });
});

describe("the search wizard's 'Start over'", () => {
  it('forgets every answer and goes back to step 1, keeping the names already taken', () => {
    let state = searchWizardReducer(initialSearchWizard, { type: 'namesLoaded', names: ['Orders'] });
    state = searchWizardReducer(state, { type: 'serverChosen', serverId: 'server-1' });
    state = searchWizardReducer(state, { type: 'nameChanged', name: 'Customers' });
    state = searchWizardReducer(state, { type: 'startOver' });
    expect(state).toEqual({ ...initialSearchWizard, takenNames: ['orders'] });
  });
});
