import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import {
  type Endpoint,
  type EndpointMethod,
  type EndpointResponse,
  endpointCreateBody,
  messages,
} from '@portal/contracts';
import { useForm } from 'react-hook-form';
import { showRefusalInForm } from '../../../lib/field-errors';
import { showToast } from '../../../lib/toasts';
import { useCreateEndpoint } from '../api/create-endpoint';
import type { EndpointDraft } from '../utils/build-endpoint-body';
import { describeRefusal } from '../utils/describe-api-error';
import { EndpointRequestFields } from './endpoint-request-fields';

interface NewEndpointFormProps {
  serverId: string;
  serverUrl: string;
  onCreated: (endpoint: Endpoint) => void;
  onCancel: () => void;
}

type NewEndpointValues = {
  name: string;
  settings: { url: string; method: EndpointMethod; response: EndpointResponse };
};

/** SPEC.md §5 Endpoint: a new endpoint needs its name; the URL may stay empty and loses its leading slash. */
const emptyEndpoint: NewEndpointValues = { name: '', settings: { url: '', method: 'GET', response: 'list' } };

export function NewEndpointForm({ serverId, serverUrl, onCreated, onCancel }: NewEndpointFormProps) {
  const creation = useCreateEndpoint();
  const form = useForm({ resolver: zodResolver(endpointCreateBody), defaultValues: emptyEndpoint });
  const [name, settings] = form.watch(['name', 'settings']);
  const { url, method, response } = { ...emptyEndpoint.settings, ...settings };
  const { errors } = form.formState;

  const change = ({ name, url, method, response }: Partial<EndpointDraft>) => {
    // Typing in a field clears what was wrong with it.
    if (name !== undefined) form.setValue('name', name);
    if (url !== undefined) form.setValue('settings.url', url);
    if (method !== undefined) form.setValue('settings.method', method);
    if (response !== undefined) form.setValue('settings.response', response);
    if (name !== undefined) form.clearErrors('name');
    if (url !== undefined) form.clearErrors('settings.url');
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const { url, method, response } = values.settings;
      const endpoint = await creation.mutateAsync({
        serverId,
        name: values.name,
        settings: { url, method, response },
      });
      showToast(messages.endpointAdded, 'success');
      onCreated(endpoint);
    } catch (error) {
      if (showRefusalInForm(error, form.setError, ['name', 'settings.url'])) return;
      showToast(describeRefusal(messages.errorCreatingEndpoint, error), 'error');
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={messages.newEndpoint}>
      <Stack gap="md">
        <EndpointRequestFields
          draft={{ name, url, method, response }}
          serverUrl={serverUrl}
          errors={{ name: errors.name?.message, url: errors.settings?.url?.message }}
          onChange={change}
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
