import { Alert, Button, Group, List, Stack, TextInput } from '@mantine/core';
import { messages, type RestDetectReply } from '@portal/contracts';
import { ScanSearch } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useDetectConventions } from '../api/detect-conventions';
import { useEndpoints } from '../api/get-endpoints';

interface DetectConventionsProps {
  serverId: string;
  onDetected: (detected: RestDetectReply) => void;
}

/** A list endpoint's URL to start from: the first that needs no URL variable. */
function firstListPath(endpoints: Array<{ settings: { url: string; response: string } }> | undefined) {
  return endpoints?.find((one) => one.settings.response === 'list' && !one.settings.url.includes('$('))
    ?.settings.url;
}

/**
 * docs/CONNECTING.md 'Detect': reads one answer of a list path of the saved server and fills the
 * parts below with what it suggests; the admin reviews them and nothing is saved until Save Changes.
 */
export function DetectConventions({ serverId, onDetected }: DetectConventionsProps) {
  const endpoints = useEndpoints(serverId);
  const detect = useDetectConventions();
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const [findings, setFindings] = useState<string[] | null>(null);
  const path = typed ?? firstListPath(endpoints.data) ?? '';

  const run = async () => {
    setError(undefined);
    setFindings(null);
    try {
      const detected = await detect.mutateAsync({ serverId, body: { path } });
      onDetected(detected);
      setFindings(detected.findings);
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.serverMessage
          ? failure.serverMessage
          : messages.restDetectFailed,
      );
    }
  };
  // Enter detects instead of saving the server form around it.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void run();
  };

  return (
    <Stack gap="xs">
      <TextInput
        label="Sample list path"
        description="A list endpoint's path on the saved server, with what it needs to page (json-server 1.x: customers?_page=1&_per_page=10)."
        placeholder="customers"
        value={path}
        error={error}
        autoComplete="off"
        onChange={(event) => setTyped(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        inputContainer={(input) => (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <div style={{ flex: 1, minWidth: 0 }}>{input}</div>
            <Button
              type="button"
              variant="default"
              leftSection={<ScanSearch size={16} aria-hidden />}
              loading={detect.isPending}
              onClick={() => void run()}
            >
              Detect
            </Button>
          </Group>
        )}
      />
      {findings && (
        <Alert color="blue" title={messages.restDetectProposed} role="status">
          <List size="sm" spacing={2}>
            {findings.map((finding) => (
              <List.Item key={finding}>{finding}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
