import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { messages, type Server } from '@portal/contracts';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { newServerForm } from '../lib/check-new-server';
import { useCreateServer } from '../lib/create-server';
import { describeRefusal } from '../lib/describe-refusal';
import { showRefusalInForm } from '../lib/field-errors';
import { showToast } from '../lib/toasts';
import { useDialogLayout } from '../lib/use-dialog-layout';

interface NewServerDialogProps {
  opened: boolean;
  servers: readonly Server[];
  onClose: () => void;
  onCreated: (server: Server) => void;
}

export function NewServerDialog({ opened, servers, onClose, onCreated }: NewServerDialogProps) {
  const layout = useDialogLayout('md');
  const creation = useCreateServer();
  const resolver = useMemo(() => zodResolver(newServerForm(servers)), [servers]);
  const form = useForm({ resolver, defaultValues: { name: '', url: '' } });
  const { errors } = form.formState;

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const server = await creation.mutateAsync(values);
      showToast(messages.serverAdded, 'success');
      onCreated(server);
      close();
    } catch (error) {
      if (showRefusalInForm(error, form.setError, { name: 'name', 'settings.url': 'url' })) return;
      showToast(describeRefusal(messages.errorCreatingServer, error), 'error');
    }
  });

  return (
    <Modal opened={opened} onClose={close} title={messages.newServer} {...layout}>
      <form onSubmit={submit} noValidate aria-label={messages.newServer}>
        <Stack gap="md">
          <TextInput
            label="Server name"
            error={errors.name?.message}
            data-autofocus
            {...form.register('name')}
          />
          <TextInput
            label="Server URL"
            type="url"
            placeholder="https://data.example.com/api/"
            error={errors.url?.message}
            {...form.register('url')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={creation.isPending}>
              Add Server
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
