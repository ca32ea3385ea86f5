import { List, Stack, Text, Title } from '@mantine/core';
import { type EndpointImportResult, messages } from '@portal/contracts';

const groups = [
  ['created', messages.importCreated],
  ['updated', messages.importUpdated],
  ['unchanged', messages.importUnchanged],
] as const;

/** What an import did: each endpoint by what happened to it, and each skipped operation with why. */
export function ImportSummary({ result }: { result: EndpointImportResult }) {
  const counts = [
    ...groups.map(([key, label]) => `${label} ${result[key].length}`),
    `${messages.importSkipped} ${result.skipped.length}`,
  ];
  const nothing = groups.every(([key]) => result[key].length === 0) && result.skipped.length === 0;
  return (
    <Stack gap="sm" role="status" aria-label="Import summary">
      <Text fw={600}>{nothing ? messages.importNothing : counts.join(' · ')}</Text>
      {groups.map(
        ([key, label]) =>
          result[key].length > 0 && (
            <section key={key} aria-label={label}>
              <Title order={3} size="sm" mb={4}>
                {label}
              </Title>
              <List size="sm" spacing={2}>
                {result[key].map((endpoint) => (
                  <List.Item key={endpoint.uuid}>{endpoint.name}</List.Item>
                ))}
              </List>
            </section>
          ),
      )}
      {result.skipped.length > 0 && (
        <section aria-label={messages.importSkipped}>
          <Title order={3} size="sm" mb={4}>
            {messages.importSkipped}
          </Title>
          <List size="sm" spacing={2}>
            {result.skipped.map((skipped) => (
              <List.Item key={`${skipped.operation} ${skipped.reason}`} style={{ overflowWrap: 'anywhere' }}>
                <Text span ff="monospace" size="sm">
                  {skipped.operation}
                </Text>
                {` — ${skipped.reason}`}
              </List.Item>
            ))}
          </List>
        </section>
      )}
    </Stack>
  );
}
