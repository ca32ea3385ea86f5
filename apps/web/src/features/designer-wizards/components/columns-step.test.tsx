// @vitest-environment jsdom
import { conditionWords, messages, undeclaredFilterNote } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { useReducer } from 'react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../testing/render-ui';
import {
  initialSearchWizard,
  type SearchWizardState,
  searchWizardReducer,
} from '../utils/search-wizard-state';
import { ColumnsStep } from './columns-step';

const abilities = {
  sort: ['id', 'hours_spent'],
  exact: ['status', 'priority'],
  several: ['status'],
  range: ['hours_spent'],
  contains: [],
  freeText: true,
};

function renderStep(start: Partial<SearchWizardState>) {
  let latest: SearchWizardState = { ...initialSearchWizard, ...start };
  function Step() {
    const [state, dispatch] = useReducer(searchWizardReducer, latest);
    latest = state;
    return <ColumnsStep state={state} dispatch={dispatch} textSearch exactMatch abilities={abilities} />;
  }
  return { ...renderUi(<Step />), state: () => latest };
}

describe("the search wizard's columns over an API with an OpenAPI document", () => {
  it('flags each chosen column that does not sort and each exact filter the document does not declare', async () => {
    const { user, state } = renderStep({
      fields: ['id', 'title', 'status', 'hours_spent'],
      columns: ['title', 'status', 'hours_spent', 'id'],
    });
    const sorts = screen.getByRole('group', { name: 'Columns that do not sort' });
    expect(
      within(sorts)
        .getAllByRole('note')
        .map((note) => note.textContent),
    ).toEqual([`title: ${messages.undeclaredSortNote}`, `status: ${messages.undeclaredSortNote}`]);

    await user.click(screen.getByRole('combobox', { name: 'Exact filters' }));
    await user.click(screen.getByRole('option', { name: 'status' }));
    expect(
      screen.queryByRole('group', { name: 'Exact filters the data server does not declare' }),
    ).toBeNull();
    await user.click(screen.getByRole('option', { name: 'title' }));
    const exact = screen.getByRole('group', { name: 'Exact filters the data server does not declare' });
    expect(within(exact).getByRole('note').textContent).toBe(
      `title: ${undeclaredFilterNote(conditionWords.equals)}`,
    );
    expect(state().exactFilters).toEqual(['status', 'title']);
  });
});
