import { Button, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { messages } from '@portal/contracts';
import { useEffect, useRef, useState } from 'react';
import { FieldPicker } from '../../../components/design/field-picker';
import type { FieldOption } from '../../../lib/field-options';
import { showToast } from '../../../lib/toasts';
import { useDestinationVariables } from '../api/get-destination-variables';
import type { ViewOption } from '../api/get-view-options';
import type { ViewColumn } from '../types';
import { bindingsOf, buildColumnNavigation } from './utils/build-column-navigation';
import type { NavigationDraft } from './utils/pending-navigations';

interface NavigationEditorProps {
  column: ViewColumn;
  fields: readonly FieldOption[];
  viewOptions: readonly ViewOption[];
  /** The loaded views, or undefined while they load: an empty list then says why. */
  viewsLoaded: boolean;
  onChange: (column: ViewColumn) => void;
  /** A draft kept by the dialog from before (another column or tab was shown meanwhile). */
  draft: NavigationDraft | undefined;
  onDraft: (draft: NavigationDraft) => void;
  /** The variables 'Done' found unbound, said as 'Save Navigation' says them. */
  initialMissing: readonly string[];
}

/** Binds each URL variable of a destination detail view to a field of the clicked row. */
function NavigationEditor(props: NavigationEditorProps) {
  const { column, fields, viewOptions, onChange, onDraft } = props;
  const [destination, setDestination] = useState<string | null>(
    props.draft ? props.draft.destination : (column.navigation?.destination ?? null),
  );
  const [bindings, setBindings] = useState(() => props.draft?.bindings ?? bindingsOf(column.navigation));
  const [missing, setMissing] = useState<string[]>(() => [...props.initialMissing]);
  const variables = useDestinationVariables(destination);

  useEffect(() => {
    if (variables.isError) showToast(messages.searchErrorLoadingDestination, 'error');
  }, [variables.isError]);

  // The dialog holds every draft, so 'Done' keeps or asks about one not saved (never drops it).
  const report = useRef(onDraft);
  report.current = onDraft;
  useEffect(() => {
    report.current({ destination, bindings, variables: variables.data });
  }, [destination, bindings, variables.data]);

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
      {props.viewsLoaded && destinations.length === 0 && (
        <Text fz="sm">{messages.navigationNoDetailPages}</Text>
      )}
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
  viewsLoaded: boolean;
  onChange: (columns: ViewColumn[]) => void;
  drafts: Readonly<Record<string, NavigationDraft>>;
  onDraft: (column: string, draft: NavigationDraft) => void;
  /** The column to show first ('Done' found its navigation incomplete), with what it misses. */
  focus?: { column: string; missing: readonly string[] };
}

export function ColumnNavigationSection({
  columns,
  fields,
  viewOptions,
  viewsLoaded,
  onChange,
  drafts,
  onDraft,
  focus,
}: ColumnNavigationSectionProps) {
  const [chosen, setChosen] = useState<string | null>(focus?.column ?? columns[0]?.value ?? null);
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
          viewsLoaded={viewsLoaded}
          onChange={(next) => onChange(columns.map((other) => (other.value === next.value ? next : other)))}
          draft={drafts[column.value]}
          onDraft={(draft) => onDraft(column.value, draft)}
          initialMissing={focus?.column === column.value ? focus.missing : []}
        />
      )}
    </Stack>
  );
}
