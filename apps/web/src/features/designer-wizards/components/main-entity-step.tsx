import { Badge, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { type Endpoint, parseUrlVariables } from '@portal/contracts';
import type { Dispatch } from 'react';
import { useListEndpoints } from '../api/get-list-endpoints';
import type { SearchWizardAction, SearchWizardState } from '../utils/search-wizard-state';
import { MissingDataNote } from './missing-data-note';
import { ServerField } from './server-field';

type Props = { state: SearchWizardState; dispatch: Dispatch<SearchWizardAction>; sampleLoading: boolean };

/**
 * A search page calls its endpoint with no URL variables (it has no record to take them from), so an
 * endpoint whose URL needs one is shown but cannot be picked, with the variables it needs.
 */
function endpointOption(endpoint: Endpoint) {
  const variables = parseUrlVariables(endpoint.settings.url);
  if (variables.length === 0) return { value: endpoint.uuid, label: endpoint.name };
  return {
    value: endpoint.uuid,
    label: `${endpoint.name} (needs ${variables.map((name) => `$(${name})`).join(', ')})`,
    disabled: true,
  };
}

/** Step 1: a server, then one of its List endpoints; its fields come from one sample page. */
export function MainEntityStep({ state, dispatch, sampleLoading }: Props) {
  const endpoints = useListEndpoints(state.serverId);
  const noEndpoints = endpoints.isSuccess && endpoints.data.length === 0;
  const options = (endpoints.data ?? []).map(endpointOption);
  const someNeedVariables = options.some((option) => option.disabled);
  return (
    <Stack gap="md" maw={560}>
      <ServerField
        serverId={state.serverId}
        error={state.errors.server}
        onChange={(serverId) => dispatch({ type: 'serverChosen', serverId })}
      />
      <Select
        label="Endpoint"
        description={
          someNeedVariables
            ? 'List endpoints only. Greyed ones need a URL variable, which a search page cannot supply: they serve detail pages.'
            : 'List endpoints only: a search page shows a list.'
        }
        placeholder={noEndpoints ? 'This server has no List endpoints' : 'Pick a List endpoint'}
        data={options}
        value={state.endpointId}
        onChange={(endpointId) => dispatch({ type: 'endpointChosen', endpointId })}
        disabled={!state.serverId || noEndpoints}
        // A sample that could not be read is a fault of the chosen endpoint, so it shows here.
        error={state.errors.endpoint ?? (sampleLoading ? undefined : state.errors.entity)}
        allowDeselect={false}
        searchable
        nothingFoundMessage="No List endpoints"
        withAsterisk
      />
      {noEndpoints && <MissingDataNote missing="endpoints" serverId={state.serverId} />}
      {sampleLoading && (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">Reading a sample page…</Text>
        </Group>
      )}
      {!sampleLoading && state.fields.length > 0 && (
        <Stack gap={6} aria-label="Fields detected">
          <Text size="sm" fw={500}>
            Fields detected ({state.fields.length})
          </Text>
          <Group gap={6}>
            {state.fields.map((field) => (
              <Badge key={field} variant="light" tt="none">
                {field}
              </Badge>
            ))}
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
