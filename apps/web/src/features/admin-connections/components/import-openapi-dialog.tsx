import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, FileInput, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type EndpointImportResult, endpointImportForm, messages } from '@portal/contracts';
import { FileUp } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDialogLayout } from '../../../lib/use-dialog-layout';
import { useImportEndpoints } from '../api/import-endpoints';
import { describeRefusal } from '../utils/describe-api-error';
import { readImportFile } from '../utils/read-import-file';
import { ImportSummary } from './import-summary';

const empty = { text: '' };

interface ImportOpenApiDialogProps {
  opened: boolean;
  serverId: string;
  onClose: () => void;
}

/** DESIGN.md §6b: paste or choose an OpenAPI document; its GET operations become the server's endpoints. */
export function ImportOpenApiDialog({ opened, serverId, onClose }: ImportOpenApiDialogProps) {
  const { fullScreen, size } = useDialogLayout('lg');
  const importing = useImportEndpoints();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<EndpointImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(endpointImportForm), defaultValues: empty });
  const { errors } = form.formState;

  const startOver = () => {
    form.reset(empty);
    setFile(null);
    setResult(null);
    setFailure(null);
  };
  const close = () => {
    startOver();
    onClose();
  };

  // A chosen file fills the text, so the admin sees what is imported and may still edit it.
  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setFailure(null);
    if (!chosen) return;
    const reading = await readImportFile(chosen);
    if (reading.ok) form.setValue('text', reading.text, { shouldValidate: true });
    else form.setError('text', { message: reading.message });
  };

  const onSubmit = form.handleSubmit(async ({ text }) => {
    setFailure(null);
    try {
      setResult(await importing.mutateAsync({ serverId, text }));
    } catch (error) {
      setFailure(describeRefusal(messages.importFailed, error));
    }
  });

  return (
    // It opens over Edit Endpoints, so it has no header of its own (two modal headers would be two
    // unnamed banners): the title and the close button sit in its body.
    <Modal.Root opened={opened} onClose={close} fullScreen={fullScreen} size={size} zIndex={300}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Body pt="md">
          <Group justify="space-between" wrap="nowrap" mb="md">
            <Modal.Title fw={600} fz="lg">
              {messages.importTitle}
            </Modal.Title>
            <Modal.CloseButton aria-label="Close dialog" />
          </Group>
          {result ? (
            <Stack gap="md">
              <ImportSummary result={result} />
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={startOver}>
                  {messages.importAgain}
                </Button>
                <Button onClick={close} data-autofocus>
                  {messages.importClose}
                </Button>
              </Group>
            </Stack>
          ) : (
            <form onSubmit={onSubmit} noValidate aria-label={messages.importTitle}>
              <Stack gap="md">
                <Text size="sm" c="dimmed">
                  {messages.importIntro}
                </Text>
                <Textarea
                  label={messages.importTextLabel}
                  autosize
                  minRows={8}
                  maxRows={16}
                  spellCheck={false}
                  styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
                  disabled={importing.isPending}
                  error={errors.text?.message}
                  aria-invalid={errors.text ? true : undefined}
                  data-autofocus
                  {...form.register('text')}
                />
                <FileInput
                  label={messages.importFileLabel}
                  placeholder={messages.importFilePlaceholder}
                  accept=".json,.yaml,.yml,application/json,application/yaml,text/yaml"
                  leftSection={<FileUp size={16} aria-hidden />}
                  value={file}
                  onChange={choose}
                  clearable
                  disabled={importing.isPending}
                />
                {failure && (
                  <Alert color="red" role="alert" style={{ overflowWrap: 'anywhere' }}>
                    {failure}
                  </Alert>
                )}
                <Group justify="flex-end" gap="sm">
                  <Button variant="default" onClick={close}>
                    Cancel
                  </Button>
                  <Button type="submit" loading={importing.isPending}>
                    {messages.importSubmit}
                  </Button>
                </Group>
              </Stack>
            </form>
          )}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
