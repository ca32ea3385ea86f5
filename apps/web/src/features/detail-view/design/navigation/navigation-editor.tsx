import { Button, Group, Input, Loader, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { messages, type Navigation, type NavigationDestinationType } from '@portal/contracts';
import { useEffect, useId, useState } from 'react';
import { FieldPicker } from '../../../../components/design/field-picker';
import { showToast } from '../../../../lib/toasts';
import { type DestinationDetails, useDestinationDetails } from '../api/get-destination';
import { useViews } from '../api/get-views';
import { useDatasetFields } from '../hooks/use-dataset-fields';
import { checkNavigation, type NavigationDraft } from '../utils/navigation-draft';

interface NavigationEditorProps {
  draft: NavigationDraft;
  onDraft: (draft: NavigationDraft) => void;
  /** Called with the checked navigation ('Save Navigation') or undefined ('Clear Navigation'). */
  onSave: (navigation: Navigation | undefined) => void;
  /** Destination types offered; the Search Page of a list panel leads to a search view only. */
  types: readonly NavigationDestinationType[];
  /** The datasets whose fields may feed the destination (record and lookup, and a list row's own). */
  datasets: readonly string[];
  /** The toast of a saved navigation. */
  savedMessage?: string;
  /** A list panel's 'Go to search view': the field its dataset filters by, the default destination field. */
  listFilterField?: string;
}

function DatasetFieldPicker(props: {
  label: string;
  dataset: string | null;
  field: string | null;
  onChange: (field: string | null) => void;
}) {
  const fields = useDatasetFields(props.dataset, props.field ? [props.field] : []);
  return (
    <FieldPicker
      label={props.label}
      fields={fields}
      value={props.field}
      onChange={props.onChange}
      disabled={!props.dataset}
      withSample
      required
    />
  );
}

/** The fields a search destination knows (its text filters and columns), labelled as it labels them. */
function destinationFieldOptions(details: DestinationDetails | undefined, chosen: string | null) {
  const options = new Map<string, string>();
  if (details?.type === 'search') {
    for (const filter of details.textFilters) options.set(filter.field, `${filter.label} (${filter.field})`);
    for (const column of details.columns)
      if (!options.has(column.value)) options.set(column.value, `${column.label} (${column.value})`);
  }
  if (chosen && !options.has(chosen)) options.set(chosen, chosen);
  return [...options].map(([value, label]) => ({ value, label }));
}

/**
 * SPEC.md Search navigation editor (and its detail twin): the destination view, then for search the
 * dataset and field whose value becomes the search entry and, optionally, the destination's field it
 * must equal (DESIGN.md §7c); for detail a dataset field per variable.
 */
export function NavigationEditor({
  draft,
  onDraft,
  onSave,
  types,
  datasets,
  savedMessage,
  listFilterField,
}: NavigationEditorProps) {
  const views = useViews();
  const details = useDestinationDetails(draft.destination);
  const [error, setError] = useState<string>();
  const typeLabel = useId();
  const change = (patch: Partial<NavigationDraft>) => {
    setError(undefined);
    onDraft({ ...draft, ...patch });
  };

  useEffect(() => {
    if (details.isError) showToast(messages.searchErrorLoadingDestination, 'error');
  }, [details.isError]);

  const type = draft.destinationType ?? types[0];
  const destinations = (views.data ?? []).filter((view) => view.type === type);
  const variables = details.data?.type === 'detail' ? details.data.variables : undefined;
  const destinationFields = destinationFieldOptions(details.data, draft.destinationField);
  const datasetOptions = datasets.map((name) => ({ value: name, label: name }));

  const save = () => {
    const checked = checkNavigation({ ...draft, destinationType: type }, views.data ?? [], variables);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setError(undefined);
    onSave(checked.navigation);
    showToast(
      savedMessage ??
        (type === 'search' ? messages.searchNavigationUpdated : messages.detailNavigationSettingsUpdated),
      'success',
    );
  };
  const clear = () => {
    setError(undefined);
    onDraft({
      destinationType: null,
      destination: null,
      dataset: null,
      field: null,
      destinationField: null,
      bindings: {},
    });
    onSave(undefined);
  };

  return (
    <Stack gap="sm">
      {types.length > 1 && (
        <Stack gap={4}>
          <Input.Label id={typeLabel}>{messages.detailDestinationType}</Input.Label>
          <SegmentedControl
            aria-labelledby={typeLabel}
            data={types.map((value) => ({
              value,
              label: value === 'search' ? messages.detailSearchPage : messages.detailDetailPage,
            }))}
            value={type}
            onChange={(value) =>
              change({
                destinationType: value as NavigationDestinationType,
                destination: null,
                destinationField: null,
                bindings: {},
              })
            }
          />
        </Stack>
      )}
      <Select
        label={
          type === 'search' ? messages.detailDestinationSearchView : messages.detailDestinationDetailView
        }
        placeholder={views.isLoading ? 'Loading views…' : 'Pick a view'}
        data={destinations.map((view) => ({ value: view.uuid, label: view.name }))}
        value={draft.destination}
        onChange={(destination) => change({ destinationType: type, destination, destinationField: null })}
        error={error}
        searchable
        withAsterisk
      />
      {views.isSuccess && destinations.length === 0 && (
        <Text fz="sm">
          {type === 'search' ? messages.navigationNoSearchPages : messages.navigationNoDetailPages}
        </Text>
      )}
      {type === 'search' && (
        <Group grow align="flex-start">
          <Select
            label={messages.detailSearchDataset}
            placeholder={messages.detailPickDataset}
            data={datasetOptions}
            value={draft.dataset}
            onChange={(dataset) => change({ dataset, field: null })}
            allowDeselect={false}
            withAsterisk
          />
          <DatasetFieldPicker
            label={messages.detailSearchField}
            dataset={draft.dataset}
            field={draft.field}
            onChange={(field) => change({ field })}
          />
        </Group>
      )}
      {type === 'search' && (
        <Select
          label={messages.navigationDestinationField}
          description={messages.navigationDestinationFieldHint}
          placeholder={
            listFilterField
              ? `${messages.navigationDestinationFieldDefault}: ${listFilterField}`
              : messages.navigationDestinationFieldSame
          }
          data={destinationFields}
          value={draft.destinationField}
          onChange={(destinationField) => change({ destinationField })}
          disabled={!draft.destination}
          clearable
          searchable
        />
      )}
      {type === 'detail' && details.isFetching && (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden="true" />
          <Text fz="sm">{messages.detailLoadingDestination}</Text>
        </Group>
      )}
      {type === 'detail' && variables?.length === 0 && <Text fz="sm">{messages.detailNoVariables}</Text>}
      {type === 'detail' &&
        variables?.map((name) => {
          const binding = draft.bindings[name] ?? { dataset: null, field: null };
          const bind = (patch: Partial<typeof binding>) =>
            change({ bindings: { ...draft.bindings, [name]: { ...binding, ...patch } } });
          return (
            <Group key={name} grow align="flex-start">
              <Select
                label={`${messages.detailDatasetFor} ${name}`}
                placeholder={messages.detailPickDataset}
                data={datasetOptions}
                value={binding.dataset}
                onChange={(dataset) => bind({ dataset, field: null })}
                allowDeselect={false}
                withAsterisk
              />
              <DatasetFieldPicker
                label={`${messages.detailFieldFor} ${name}`}
                dataset={binding.dataset}
                field={binding.field}
                onChange={(field) => bind({ field })}
              />
            </Group>
          );
        })}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={clear} disabled={!draft.destination}>
          {messages.detailClearNavigation}
        </Button>
        <Button variant="light" onClick={save}>
          {messages.detailSaveNavigation}
        </Button>
      </Group>
    </Stack>
  );
}
