import { Button, Group, MultiSelect, Stack } from '@mantine/core';
import { messages, type QueryAbilities } from '@portal/contracts';
import type { Dispatch } from 'react';
import { UndeclaredNote } from '../../../components/design/undeclared-note';
import { type DesignCondition, undeclaredNote } from '../../../lib/declared-conditions';
import type { SearchWizardAction, SearchWizardState } from '../utils/search-wizard-state';

type Props = {
  state: SearchWizardState;
  dispatch: Dispatch<SearchWizardAction>;
  /** Whether the server can search text in a field: else no text filters are made. */
  textSearch: boolean;
  /** Whether the server can match a field exactly: else no exact filters are offered. */
  exactMatch: boolean;
  /** What the endpoint's OpenAPI document declares, when known: the rest is flagged (DESIGN.md §7d). */
  abilities?: QueryAbilities;
};

/** The notes of the chosen fields whose condition the endpoint's document does not declare. */
function Notes({
  fields,
  condition,
  abilities,
  label,
}: {
  fields: readonly string[];
  condition: DesignCondition;
  abilities?: QueryAbilities;
  label: string;
}) {
  const noted = fields.flatMap((field) => {
    const note = undeclaredNote(abilities, condition, field);
    return note ? [{ field, note }] : [];
  });
  if (noted.length === 0) return null;
  return (
    <Stack gap={2} role="group" aria-label={label}>
      {noted.map(({ field, note }) => (
        <UndeclaredNote key={field} subject={field} note={note} />
      ))}
    </Stack>
  );
}

/**
 * Step 3: the table's first columns, in the order picked; the text ones also become text filters.
 * Beside them, the fields a person filters by exact values (DESIGN.md §7d).
 */
export function ColumnsStep({ state, dispatch, textSearch, exactMatch, abilities }: Props) {
  const choose = (columns: string[]) => dispatch({ type: 'columnsChanged', columns });
  return (
    <Stack gap="md" maw={720}>
      <Stack gap="xs">
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
        <Notes
          fields={state.columns}
          condition="sort"
          abilities={abilities}
          label="Columns that do not sort"
        />
      </Stack>
      {exactMatch && (
        <Stack gap="xs">
          <MultiSelect
            label="Exact filters"
            description="Each person picks the values these fields must equal, such as Status = open."
            placeholder={state.exactFilters.length === 0 ? 'Pick fields' : undefined}
            data={state.fields}
            value={state.exactFilters}
            onChange={(fields) => dispatch({ type: 'exactFiltersChanged', fields })}
            searchable
            clearable
            hidePickedOptions
          />
          <Notes
            fields={state.exactFilters}
            condition="exact"
            abilities={abilities}
            label="Exact filters the data server does not declare"
          />
        </Stack>
      )}
    </Stack>
  );
}
