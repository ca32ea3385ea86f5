import { Alert, Badge, Code, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { type EndpointTestReply, messages } from '@portal/contracts';
import { formatTestBody } from '../utils/format-test-body';
import { TestUnderstandingView } from './test-understanding-view';

export type TestOutcome =
  | { kind: 'answer'; reply: EndpointTestReply }
  | { kind: 'failure'; status: number; message: string }
  | { kind: 'cancelled' };

const statusColor = (status: number) =>
  status >= 200 && status < 300 ? 'green' : status >= 400 ? 'red' : 'yellow';

const formatDuration = (ms: number) => (ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(2)} s`);

/** The upstream's status, time taken, headers and body (pretty JSON, cut to 1000 lines), or why the test could not run. */
export function TestResponseView({ outcome }: { outcome: TestOutcome | null }) {
  if (!outcome) return <Text c="dimmed">Run 'Test Endpoint' to see the response here.</Text>;
  if (outcome.kind === 'cancelled') return <Text role="status">{messages.endpointTestCancelled}</Text>;
  if (outcome.kind === 'failure') {
    return (
      <Alert color="red" title={`Status ${outcome.status || 'no answer'}`} role="status">
        {outcome.message}
      </Alert>
    );
  }
  const { status, contentType, body, headers, durationMs, understood, unchangedWithout = [] } = outcome.reply;
  const formatted = formatTestBody(body);
  const headerNames = Object.keys(headers).sort();
  return (
    <Stack gap="sm">
      <Group gap="sm" role="status" aria-label={`Status ${status}`}>
        <Text fw={600}>Status</Text>
        {/* A dot, not a tinted label: green text on light green falls below WCAG AA. */}
        <Badge color={statusColor(status)} size="lg" variant="dot">
          {status}
        </Badge>
        <Text size="sm" aria-label="Time taken">
          {formatDuration(durationMs)}
        </Text>
        {contentType && (
          <Text size="sm" c="dimmed">
            {contentType}
          </Text>
        )}
      </Group>
      {/* Asked again without each param given, the answer stayed the same: a filter on it would show every row. */}
      {unchangedWithout.length > 0 && (
        <Alert color="yellow" role="note" aria-label="Parameters that changed nothing">
          <Stack gap={4}>
            {unchangedWithout.map((name) => (
              <Text size="sm" key={name}>
                <Code>{name}</Code>: {messages.filterChangedNothing}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      {understood && <TestUnderstandingView understood={understood} />}
      {headerNames.length > 0 && (
        <details>
          <Text component="summary" size="sm" fw={500} style={{ cursor: 'pointer' }}>
            Headers ({headerNames.length})
          </Text>
          <ScrollArea.Autosize mah="12rem" type="auto" mt="xs">
            <Table fz="xs" verticalSpacing={2} aria-label="Response headers" layout="fixed">
              <Table.Tbody>
                {headerNames.map((name) => (
                  <Table.Tr key={name}>
                    <Table.Th w="35%" style={{ overflowWrap: 'anywhere' }}>
                      {name}
                    </Table.Th>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{headers[name]}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        </details>
      )}
      {formatted.shownLines < formatted.totalLines && (
        <Text size="sm" c="dimmed">
          Showing the first {formatted.shownLines} of {formatted.totalLines} lines.
        </Text>
      )}
      {/* Focusable, so a keyboard can scroll a long answer. */}
      <ScrollArea.Autosize mah="55vh" type="auto" offsetScrollbars viewportProps={{ tabIndex: 0 }}>
        <Code block aria-label="Response body" style={{ whiteSpace: 'pre' }}>
          {formatted.text || '(empty body)'}
        </Code>
      </ScrollArea.Autosize>
    </Stack>
  );
}
