import { Alert, Badge, Code, Group, ScrollArea, Stack, Text } from '@mantine/core';
import type { EndpointTestReply } from '@portal/contracts';
import { formatTestBody } from '../utils/format-test-body';

export type TestOutcome =
  | { kind: 'answer'; reply: EndpointTestReply }
  | { kind: 'failure'; status: number; message: string };

const statusColor = (status: number) =>
  status >= 200 && status < 300 ? 'green' : status >= 400 ? 'red' : 'yellow';

/** The upstream's status and body (pretty JSON, cut to 1000 lines), or why the test could not run. */
export function TestResponseView({ outcome }: { outcome: TestOutcome | null }) {
  if (!outcome) return <Text c="dimmed">Run 'Test Endpoint' to see the response here.</Text>;
  if (outcome.kind === 'failure') {
    return (
      <Alert color="red" title={`Status ${outcome.status || 'no answer'}`} role="status">
        {outcome.message}
      </Alert>
    );
  }
  const { status, contentType, body } = outcome.reply;
  const formatted = formatTestBody(body);
  return (
    <Stack gap="sm">
      <Group gap="sm" role="status" aria-label={`Status ${status}`}>
        <Text fw={600}>Status</Text>
        <Badge color={statusColor(status)} size="lg" variant="light">
          {status}
        </Badge>
        {contentType && (
          <Text size="sm" c="dimmed">
            {contentType}
          </Text>
        )}
      </Group>
      {formatted.shownLines < formatted.totalLines && (
        <Text size="sm" c="dimmed">
          Showing the first {formatted.shownLines} of {formatted.totalLines} lines.
        </Text>
      )}
      <ScrollArea.Autosize mah="55vh" type="auto" offsetScrollbars>
        <Code block aria-label="Response body" style={{ whiteSpace: 'pre' }}>
          {formatted.text || '(empty body)'}
        </Code>
      </ScrollArea.Autosize>
    </Stack>
  );
}
