import { Alert, Badge, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { type EndpointTestUnderstanding, valueTypeLabels } from '@portal/contracts';
import { inferValueTypes } from '../../../lib/infer-value-type';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

/** DESIGN.md §6a: for a rest server, what the portal read from the answer through its conventions. */
export function TestUnderstandingView({ understood }: { understood: EndpointTestUnderstanding }) {
  if (understood.kind === 'misfit') {
    return (
      <Alert color="orange" title="The answer does not fit the server's conventions">
        {understood.message}
      </Alert>
    );
  }
  const types = inferValueTypes(understood.sample.filter(isRecord));
  return (
    <Paper withBorder p="sm" aria-label="What the portal understood">
      <Stack gap="xs">
        <Text fw={600} size="sm">
          What the portal understood
        </Text>
        {understood.kind === 'list' ? (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
            <Fact label="Rows" value={String(understood.rows)} />
            <Fact
              label="Total"
              value={understood.total === null ? 'Not counted' : String(understood.total)}
            />
            <Fact label="More pages" value={understood.hasMore ? 'Yes' : 'No'} />
            <Fact label="Next page" value={understood.next ?? '—'} />
          </SimpleGrid>
        ) : (
          <Text size="sm">{understood.sample.length > 0 ? 'One record.' : 'No record.'}</Text>
        )}
        {types.size > 0 && (
          <Table fz="xs" verticalSpacing={2} aria-label="Fields and their types" layout="fixed">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Field</Table.Th>
                <Table.Th>Type</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...types].map(([field, type]) => (
                <Table.Tr key={field}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{field}</Table.Td>
                  <Table.Td>
                    <Badge size="sm" variant="light">
                      {valueTypeLabels[type]}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
