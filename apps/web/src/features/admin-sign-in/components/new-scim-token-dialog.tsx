import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { messages, type ScimTokenCreated, scimTokenBody } from '@portal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { showRefusalInForm } from '../../../lib/field-errors';
import { useRecheckSession } from '../../../lib/recheck-session';
import { serverMessageFor } from '../../../lib/server-message';
import { showToast } from '../../../lib/toasts';
import { useDialogLayout } from '../../../lib/use-dialog-layout';
import { useCreateScimToken } from '../api/create-scim-token';
import { CopyField } from './copy-field';

/** Names a new SCIM token, then shows it once to copy into the identity provider. */
export function NewScimTokenDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const layout = useDialogLayout('md');
  const creation = useCreateScimToken();
  const recheckSession = useRecheckSession();
  const [created, setCreated] = useState<ScimTokenCreated>();
  const form = useForm({ resolver: zodResolver(scimTokenBody), defaultValues: { name: '' } });

  const close = () => {
    form.reset();
    setCreated(undefined);
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      setCreated(await creation.mutateAsync(values));
    } catch (failure) {
      if (showRefusalInForm(failure, form.setError, ['name'])) return;
      showToast(serverMessageFor(failure, [400], messages.errorCreatingScimToken), 'error');
      recheckSession(failure);
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={created ? messages.scimTokenCreatedTitle : messages.newScimToken}
      {...layout}
    >
      {created ? (
        <Stack gap="md">
          <Text size="sm">{messages.scimTokenCreatedHint}</Text>
          <CopyField label={created.name} value={created.token} />
          <Group justify="flex-end">
            <Button onClick={close}>{messages.scimTokenDone}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate aria-label={messages.newScimToken}>
          <Stack gap="md">
            <TextInput
              label={messages.scimTokenName}
              placeholder="Entra ID provisioning"
              error={form.formState.errors.name?.message}
              data-autofocus
              {...form.register('name')}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {messages.cancel}
              </Button>
              <Button type="submit" loading={creation.isPending}>
                {messages.createScimToken}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
