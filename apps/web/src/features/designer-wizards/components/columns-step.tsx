import { Button, Group, MultiSelect, Stack } from '@mantine/core';
import { messages } from '@portal/contracts';
import type { Dispatch } from 'react';
import type { SearchWizardAction, SearchWizardState } from '../utils/search-wizard-state';

type Props = {
  state: SearchWizardState;
  dispatch: Dispatch<SearchWizardAction>;
  /** Whether the server can search text in a field: else no text filters are made. */
  textSearch: boolean;
};

/** Step 3: the table's first columns, in the order picked; the text ones also become text filters. */
export function ColumnsStep({ state, dispatch, textSearch }: Props) {
  const choose = (columns: string[]) => dispatch({ type: 'columnsChanged', columns });
  return (
    <Stack gap="xs" maw={720}>
      <MultiSelect
        label="Columns"
        description={
          textSearch
            ? "Columns holding text also become the page's text filters. Design mode changes both later."
            : messages.designNoTextSearch
        }
        placeholder={state.columns.length === 0 ? 'Pick columns' : undefined}
        data={state.fields}
        value={state.columns}
        onChange={choose}
        error={state.errors.columns}
        searchable
        clearable
        hidePickedOptions
        withAsterisk
      />
      <Group gap="xs">
        <Button variant="subtle" size="compact-sm" onClick={() => choose(state.fields)}>
          Select all
        </Button>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => choose([])}
          disabled={state.columns.length === 0}
        >
          Clear
        </Button>
      </Group>
    </Stack>
  );
}
