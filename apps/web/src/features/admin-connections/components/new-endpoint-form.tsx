import { Button, Group, Stack } from '@mantine/core';
import { type Endpoint, messages } from '@portal/contracts';
import { type FormEvent, useState } from 'react';
import { refusedFields, withoutFields } from '../../../lib/field-errors';
import { showToast } from '../../../lib/toasts';
import { useCreateEndpoint } from '../api/create-endpoint';
import {
  buildEndpointCreate,
  type EndpointDraft,
  type EndpointErrors,
  emptyEndpointDraft,
} from '../utils/build-endpoint-body';
import { describeRefusal } from '../utils/describe-api-error';
import { EndpointRequestFields } from './endpoint-request-fields';

interface NewEndpointFormProps {
  serverId: string;
  serverUrl: string;
  onCreated: (endpoint: Endpoint) => void;
  onCancel: () => void;
}

export function NewEndpointForm({ serverId, serverUrl, onCreated, onCancel }: NewEndpointFormProps) {
  const [draft, setDraft] = useState<EndpointDraft>(emptyEndpointDraft);
  const [errors, setErrors] = useState<EndpointErrors>({});
  const creation = useCreateEndpoint();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = buildEndpointCreate(draft);
    setErrors(result.ok ? {} : result.errors);
    if (!result.ok) return;
    try {
      const { name, settings } = result.body;
      const { url, method, response } = settings;
      const endpoint = await creation.mutateAsync({ serverId, name, settings: { url, method, response } });
      showToast(messages.endpointAdded, 'success');
      onCreated(endpoint);
    } catch (error) {
      const refused = refusedFields(error, {
        name: [messages.endpointNameRequired],
        url: [messages.endpointUrlRequired],
      });
      if (refused) setErrors(refused as EndpointErrors);
      else showToast(describeRefusal(messages.errorCreatingEndpoint, error), 'error');
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={messages.newEndpoint}>
      <Stack gap="md">
        <EndpointRequestFields
          draft={draft}
          serverUrl={serverUrl}
          errors={errors}
          onChange={(change) => {
            setDraft((current) => ({ ...current, ...change }));
            setErrors((current) => withoutFields(current, Object.keys(change)));
          }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={creation.isPending}>
            {messages.addEndpoint}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
