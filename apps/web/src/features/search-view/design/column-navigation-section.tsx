import { Button, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { messages } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { FieldPicker } from '../../../components/design/field-picker';
import type { FieldOption } from '../../../lib/field-options';
import { showToast } from '../../../lib/toasts';
import { useDestinationVariables } from '../api/get-destination-variables';
import type { ViewOption } from '../api/get-my-views';
import type { ViewColumn } from '../types';
import { bindingsOf, buildColumnNavigation } from './utils/build-column-navigation';

interface NavigationEditorProps {
  column: ViewColumn;
  fields: readonly FieldOption[];
  viewOptions: readonly ViewOption[];
  onChange: (column: ViewColumn) => void;
}

/** Binds each URL variable of a destination detail view to a field of the clicked row. */
function NavigationEditor({ column, fields, viewOptions, onChange }: NavigationEditorProps) {
  const [destination, setDestination] = useState<string | null>(column.navigation?.destination ?? null);
  const [bindings, setBindings] = useState(() => bindingsOf(column.navigation));
  const [missing, setMissing] = useState<string[]>([]);
  const variables = useDestinationVariables(destination);

  useEffect(() => {
    if (variables.isError) showToast(messages.searchErrorLoadingDestination, 'error');
  }, [variables.isError]);

  const destinations = viewOptions.filter((option) => option.type === 'detail');
  if (destination && !destinations.some((option) => option.value === destination)) {
    destinations.push({ label: destination, value: destination, type: 'detail' });
  }

  const save = () => {
    const result = buildColumnNavigation(destination, variables.data, bindings);
    setMissing(result.ok ? [] : result.missing);
    if (!result.ok) return;
    onChange({ ...column, navigation: result.navigation });
    showToast(messages.searchNavigationUpdated, 'success');
  };
  const clear = () => {
    const { navigation: _removed, ...rest } = column;
    onChange(rest as ViewColumn);
    setDestination(null);
    setBindings({});
    setMissing([]);
  };
  const errorOf = (name: string) =>
    missing.includes(name) ? messages.searchErrorSavingNavigation : undefined;

  return (
    <Stack gap="sm">
      <Select
        label="Destination detail view"
        placeholder="Pick a detail view"
        data={destinations.map(({ label, value }) => ({ label, value }))}
        value={destination}
        onChange={(next) => {
          setDestination(next);
          setMissing([]);
        }}
        error={errorOf('destination')}
        searchable
        clearable
        comboboxProps={{ withinPortal: false }}
      />
      {variables.isFetching && (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden="true" />
          <Text fz="sm">Loading destination variables…</Text>
        </Group>
      )}
      {variables.data?.length === 0 && <Text fz="sm">This detail view needs no variables.</Text>}
      {variables.data?.map((name) => (
        <FieldPicker
          key={name}
          label={`Row field for ${name}`}
          fields={fields}
          value={bindings[name] || null}
          onChange={(field) => {
            setBindings((current) => ({ ...current, [name]: field ?? '' }));
            setMissing((current) => current.filter((other) => other !== name));
          }}
          error={errorOf(name)}
          style={{}}
        />
      ))}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={clear} disabled={!column.navigation}>
          Clear Navigation
        </Button>
        <Button variant="light" onClick={save}>
          Save Navigation
        </Button>
      </Group>
    </Stack>
  );
}

interface ColumnNavigationSectionProps {
  columns: readonly ViewColumn[];
  fields: readonly FieldOption[];
  viewOptions: readonly ViewOption[];
  onChange: (columns: ViewColumn[]) => void;
}

export function ColumnNavigationSection({
  columns,
  fields,
  viewOptions,
  onChange,
}: ColumnNavigationSectionProps) {
  const [chosen, setChosen] = useState<string | null>(columns[0]?.value ?? null);
  const column = columns.find((candidate) => candidate.value === chosen);
  return (
    <Stack gap="sm">
      <Select
        label="Column"
        placeholder="Pick a column"
        data={columns.map((candidate) => ({
          value: candidate.value,
          label: candidate.label || candidate.value,
        }))}
        value={column ? chosen : null}
        onChange={setChosen}
        allowDeselect={false}
        comboboxProps={{ withinPortal: false }}
      />
      {column && (
        <NavigationEditor
          key={column.value}
          column={column}
          fields={fields}
          viewOptions={viewOptions}
          onChange={(next) => onChange(columns.map((other) => (other.value === next.value ? next : other)))}
        />
      )}
    </Stack>
  );
}
