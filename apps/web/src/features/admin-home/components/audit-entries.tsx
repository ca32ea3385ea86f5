import { Paper, Stack, Table, Text } from '@mantine/core';
import { type AuditEntry, messages } from '@portal/contracts';
import { actionLabel, detailsText, targetText } from '../utils/audit-csv';

const when = (entry: AuditEntry) => new Date(entry.at).toLocaleString();
const who = (entry: AuditEntry) =>
  entry.actor ? `${entry.actor.firstName} ${entry.actor.lastName}` : messages.auditSystem;

/** The entries as a table on large screens, as a compact list on phones. */
export function AuditEntries({ entries, compact }: { entries: readonly AuditEntry[]; compact: boolean }) {
  if (compact)
    return (
      <Stack
        component="ul"
        gap="xs"
        m={0}
        p={0}
        aria-label={messages.auditTitle}
        style={{ listStyle: 'none' }}
      >
        {entries.map((entry) => (
          <Paper component="li" key={entry.uuid} withBorder radius="md" p="sm">
            <Text fw={600} fz="sm">
              {actionLabel(entry.action)}
              {entry.target && ` · ${entry.target.name}`}
            </Text>
            <Text fz="xs" c="gray.7">
              {when(entry)} · {who(entry)}
            </Text>
            {detailsText(entry) && (
              <Text fz="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                {detailsText(entry)}
              </Text>
            )}
          </Paper>
        ))}
      </Stack>
    );
  return (
    <Table.ScrollContainer minWidth={800}>
      <Table striped highlightOnHover verticalSpacing="xs" fz="sm" aria-label={messages.auditTitle}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{messages.auditWhen}</Table.Th>
            <Table.Th>{messages.auditPerson}</Table.Th>
            <Table.Th>{messages.auditAction}</Table.Th>
            <Table.Th>{messages.auditTarget}</Table.Th>
            <Table.Th>{messages.auditDetails}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.uuid}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(entry)}</Table.Td>
              <Table.Td>
                {who(entry)}
                {entry.actor && (
                  <Text fz="xs" c="gray.7">
                    {entry.actor.email}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{actionLabel(entry.action)}</Table.Td>
              <Table.Td>{targetText(entry)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{detailsText(entry)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
