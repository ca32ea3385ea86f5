import { Group, Loader, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { parseUrlVariables } from '@portal/contracts';
import type { Dispatch } from 'react';
import { sampleText } from '../../../lib/field-options';
import { useRecordEndpoints } from '../api/get-record-endpoints';
import type { DetailWizardAction, DetailWizardState } from '../utils/detail-wizard-state';
import { MissingDataNote } from './missing-data-note';
import { ServerField } from './server-field';

type Props = { state: DetailWizardState; dispatch: Dispatch<DetailWizardAction>; sampleLoading: boolean };

/** The sample record read for the typed values: what the next steps choose from. */
function SampleRecord({ record }: { record: Record<string, unknown> }) {
  const entries = Object.entries(record);
  return (
    <Stack gap={6} component="section" aria-label="Sample record">
      <Text size="sm" fw={500}>
        Sample record ({entries.length} fields)
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={2}>
        {entries.map(([field, value]) => (
          <Text key={field} size="sm" truncate="end">
            <Text span fw={600}>
              {field}
            </Text>
            : {sampleText(value, 60)}
          </Text>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** Step 1: a server, one of its Record endpoints, and a value for each $(variable) of its URL. */
export function DetailEntityStep({ state, dispatch, sampleLoading }: Props) {
  const endpoints = useRecordEndpoints(state.serverId);
  const noEndpoints = endpoints.isSuccess && endpoints.data.length === 0;
  const choose = (endpointId: string | null) => {
    const endpoint = endpoints.data?.find((candidate) => candidate.uuid === endpointId);
    dispatch({
      type: 'endpointChosen',
      endpointId,
      variables: endpoint ? parseUrlVariables(endpoint.settings.url) : [],
    });
  };
  const variablesError = state.errors.variables;
  // The sample is read with the URL variables, so what it said goes under them (or the endpoint).
  const sampleError = sampleLoading ? undefined : state.errors.sample;
  const hasVariables = state.variables.length > 0;
  return (
    <Stack gap="md" maw={640}>
      <ServerField
        serverId={state.serverId}
        error={state.errors.server}
        onChange={(serverId) => dispatch({ type: 'serverChosen', serverId })}
      />
      <Select
        label="Endpoint"
        description="Record endpoints only: a detail page shows one record."
        placeholder={noEndpoints ? 'This server has no Record endpoints' : 'Pick a Record endpoint'}
        data={(endpoints.data ?? []).map((endpoint) => ({
          value: endpoint.uuid,
          label: `${endpoint.name} (${endpoint.settings.url})`,
        }))}
        value={state.endpointId}
        onChange={choose}
        disabled={!state.serverId || noEndpoints}
        error={state.errors.endpoint ?? (hasVariables ? undefined : sampleError)}
        allowDeselect={false}
        searchable
        nothingFoundMessage="No Record endpoints"
        withAsterisk
      />
      {noEndpoints && <MissingDataNote missing="endpoints" serverId={state.serverId} />}
      {hasVariables && (
        <Stack gap="xs">
          <Text size="sm">
            Values for the URL variables: the sample record is read with them, and a page opened from a link
            gets them from the link.
          </Text>
          {state.variables.map((name) => {
            const empty = !state.values[name]?.trim();
            return (
              <TextInput
                key={name}
                label={`$(${name})`}
                value={state.values[name] ?? ''}
                onChange={(event) =>
                  dispatch({ type: 'valueChanged', variable: name, value: event.currentTarget.value })
                }
                error={empty ? variablesError : sampleError}
                withAsterisk
              />
            );
          })}
        </Stack>
      )}
      {sampleLoading && (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">Reading the sample record…</Text>
        </Group>
      )}
      {!sampleLoading && state.sample && <SampleRecord record={state.sample} />}
    </Stack>
  );
}
