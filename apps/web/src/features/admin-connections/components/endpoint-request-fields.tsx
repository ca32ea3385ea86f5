import { NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  type EndpointMethod,
  type EndpointResponse,
  endpointMethods,
  endpointResponseLabels,
  endpointResponses,
} from '@portal/contracts';
import type { EndpointDraft } from '../utils/build-endpoint-body';
import { ExampleUrl } from './example-url';

const responseOptions = endpointResponses.map((value) => ({ value, label: endpointResponseLabels[value] }));

interface EndpointRequestFieldsProps {
  draft: Pick<EndpointDraft, 'name' | 'url' | 'method' | 'response'>;
  serverUrl: string;
  /** What is wrong with the name or the URL. */
  errors?: { name?: string; url?: string };
  onChange: (change: Partial<EndpointDraft>) => void;
}

/** Name, URL (with its live example), method and response kind of an endpoint. */
export function EndpointRequestFields({
  draft,
  serverUrl,
  errors = {},
  onChange,
}: EndpointRequestFieldsProps) {
  return (
    <Stack gap="md">
      <TextInput
        label="Endpoint name"
        value={draft.name}
        onChange={(event) => onChange({ name: event.currentTarget.value })}
        error={errors.name}
        data-autofocus
      />
      <TextInput
        label="Endpoint URL"
        description="Relative to the server URL; write $(name) for a URL variable, e.g. customers/$(id)/orders"
        value={draft.url}
        onChange={(event) => onChange({ url: event.currentTarget.value })}
        error={errors.url}
      />
      <ExampleUrl serverUrl={serverUrl} endpointUrl={draft.url} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <NativeSelect
          label="Method"
          data={[...endpointMethods]}
          value={draft.method}
          onChange={(event) => onChange({ method: event.currentTarget.value as EndpointMethod })}
        />
        <NativeSelect
          label="Response"
          data={responseOptions}
          value={draft.response}
          onChange={(event) => onChange({ response: event.currentTarget.value as EndpointResponse })}
        />
      </SimpleGrid>
    </Stack>
  );
}
