import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { messages, type Server } from '@portal/contracts';
import { type FormEvent, useState } from 'react';
import { checkNewServer, type NewServerField } from '../lib/check-new-server';
import { useCreateServer } from '../lib/create-server';
import { describeRefusal } from '../lib/describe-refusal';
import { hasFieldErrors, refusedFields, useFieldErrors } from '../lib/field-errors';
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
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const fieldErrors = useFieldErrors<NewServerField>();
  const { errors } = fieldErrors;

  const close = () => {
    setName('');
    setUrl('');
    fieldErrors.reset();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = checkNewServer({ name, url }, servers);
    fieldErrors.setErrors(problems);
    if (hasFieldErrors(problems)) return;
    try {
      const server = await creation.mutateAsync({ name: name.trim(), url: url.trim() });
      showToast(messages.serverAdded, 'success');
      onCreated(server);
      close();
    } catch (error) {
      const refused = refusedFields<NewServerField>(error, {
        name: [messages.duplicateServerName],
        url: [messages.invalidServerUrl],
      });
      if (refused) fieldErrors.setErrors(refused);
      else showToast(describeRefusal(messages.errorCreatingServer, error), 'error');
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={messages.newServer} {...layout}>
      <form onSubmit={submit} noValidate aria-label={messages.newServer}>
        <Stack gap="md">
          <TextInput
            label="Server name"
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              fieldErrors.clear('name');
            }}
            error={errors.name}
            data-autofocus
          />
          <TextInput
            label="Server URL"
            type="url"
            placeholder="https://data.example.com/api/"
            value={url}
            onChange={(e) => {
              setUrl(e.currentTarget.value);
              fieldErrors.clear('url');
            }}
            error={errors.url}
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
