import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, TextInput } from '@mantine/core';
import { messages, savedSearchRenameBody } from '@portal/contracts';
import { useForm } from 'react-hook-form';
import { messageOf } from '../../../lib/api-client';
import { showRefusalInForm } from '../../../lib/field-errors';

interface SavedSearchNameDialogProps {
  title: string;
  initialName: string;
  /** Saves under the name; a refusal it throws (a taken or blank name) is shown under the field. */
  onSave: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** Asks for a saved search's name, to save the current search or to rename one. */
export function SavedSearchNameDialog({ title, initialName, onSave, onClose }: SavedSearchNameDialogProps) {
  const form = useForm({
    resolver: zodResolver(savedSearchRenameBody),
    defaultValues: { name: initialName },
  });
  const blank = form.watch('name').trim() === '';

  const submit = form.handleSubmit(async ({ name }) => {
    try {
      await onSave(name);
    } catch (failure) {
      // A taken name comes back naming the field; anything else (the server away) is said there too.
      if (showRefusalInForm(failure, form.setError, ['name'], true)) return;
      form.setError(
        'name',
        { type: 'server', message: messageOf(failure, messages.internal) },
        { shouldFocus: true },
      );
    }
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      centered
      size="sm"
      closeButtonProps={{ 'aria-label': messages.savedSearchCancel }}
    >
      <form onSubmit={submit} noValidate>
        <TextInput
          label={messages.savedSearchNameLabel}
          error={form.formState.errors.name?.message}
          maxLength={200}
          data-autofocus
          {...form.register('name')}
        />
        <Group justify="flex-end" gap="sm" mt="lg">
          <Button variant="default" onClick={onClose}>
            {messages.savedSearchCancel}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting} disabled={blank}>
            {messages.savedSearchSave}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
