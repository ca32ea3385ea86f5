import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Divider,
  FileInput,
  Group,
  Modal,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { authTypeLabels, type EndpointImportResult, endpointImportForm, messages } from '@portal/contracts';
import { FileUp, LayoutTemplate } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDialogLayout } from '../../../lib/use-dialog-layout';
import { useImportEndpoints } from '../api/import-endpoints';
import { describeRefusal } from '../utils/describe-api-error';
import { readImportFile } from '../utils/read-import-file';
import { ImportSummary } from './import-summary';

const empty = { url: '', text: '' };

interface ImportOpenApiDialogProps {
  opened: boolean;
  serverId: string;
  onClose: () => void;
  /** The answer, for the server's settings to take up the sign-in the document describes. */
  onImported: (result: EndpointImportResult) => void;
  /** 'Create pages from this API', offered once the endpoints are in (DESIGN.md §7d). */
  onCreatePages: () => void;
}

/**
 * DESIGN.md §6b: the address of an OpenAPI document, or its text pasted or chosen; its GET operations
 * become the server's endpoints.
 */
export function ImportOpenApiDialog({
  opened,
  serverId,
  onClose,
  onImported,
  onCreatePages,
}: ImportOpenApiDialogProps) {
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

  const onSubmit = form.handleSubmit(async ({ url, text }) => {
    setFailure(null);
    try {
      const answer = await importing.mutateAsync(url ? { serverId, url } : { serverId, text });
      setResult(answer);
      onImported(answer);
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
              {result.auth && (
                <Alert color="blue" role="note" title={messages.importAuthFound}>
                  {authTypeLabels[result.auth.authType]} ({result.auth.scheme}
                  {result.auth.tokenurl ? `, ${result.auth.tokenurl}` : ''}). {messages.importAuthPrefilled}
                </Alert>
              )}
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={startOver}>
                  {messages.importAgain}
                </Button>
                <Button variant="default" onClick={close}>
                  {messages.importClose}
                </Button>
                <Button
                  leftSection={<LayoutTemplate size={16} aria-hidden />}
                  onClick={() => {
                    startOver();
                    onCreatePages();
                  }}
                  data-autofocus
                >
                  {messages.createPagesAction}
                </Button>
              </Group>
            </Stack>
          ) : (
            <form onSubmit={onSubmit} noValidate aria-label={messages.importTitle}>
              <Stack gap="md">
                <Text size="sm" c="dimmed">
                  {messages.importIntro}
                </Text>
                <TextInput
                  label={messages.importUrlLabel}
                  description={messages.importUrlDescription}
                  placeholder={messages.importUrlPlaceholder}
                  autoComplete="off"
                  spellCheck={false}
                  disabled={importing.isPending}
                  error={errors.url?.message}
                  data-autofocus
                  {...form.register('url')}
                />
                <Divider
                  label={messages.importOrPaste}
                  labelPosition="left"
                  // Mantine's dimmed label reads at 2:1; gray 7 at 7:1.
                  styles={{ label: { color: 'var(--mantine-color-gray-7)' } }}
                />
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
                  {...form.register('text')}
                />
                <FileInput
                  label={messages.importFileLabel}
                  placeholder={messages.importFilePlaceholder}
                  accept=".json,.yaml,.yml,application/json,application/yaml,text/yaml"
                  leftSection={<FileUp size={16} aria-hidden />}
                  // Mantine's placeholder reads at 2:1 (WCAG AA asks 4.5:1); gray 7 at 7:1.
                  styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
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
