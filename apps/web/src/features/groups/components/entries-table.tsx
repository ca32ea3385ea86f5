import { Button, Loader, Table, Text, VisuallyHidden } from '@mantine/core';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

export type EntryRow = { key: string; name: string; cells: ReactNode[] };

interface EntriesTableProps {
  label: string;
  columns: string[];
  rows: EntryRow[] | undefined;
  isPending: boolean;
  errorText?: string;
  emptyText: string;
  removingKey: string | undefined;
  onRemove: (key: string) => void;
}

function Placeholder({ span, children }: { span: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={span} py="lg">
        {children}
      </Table.Td>
    </Table.Tr>
  );
}

/** The users or views of a group, each with its Remove button. */
export function EntriesTable(props: EntriesTableProps) {
  const { label, columns, rows, isPending, errorText, emptyText, removingKey, onRemove } = props;
  const span = columns.length + 1;
  let body: ReactNode;
  if (isPending) {
    body = (
      <Placeholder span={span}>
        <Loader
          size="sm"
          color="brand.9"
          mx="auto"
          display="block"
          aria-label={`Loading ${label.toLowerCase()}`}
        />
      </Placeholder>
    );
  } else if (errorText || !rows) {
    body = (
      <Placeholder span={span}>
        <Text size="sm" c="red.9" ta="center">
          {errorText}
        </Text>
      </Placeholder>
    );
  } else if (rows.length === 0) {
    body = (
      <Placeholder span={span}>
        <Text size="sm" c="dimmed" ta="center">
          {emptyText}
        </Text>
      </Placeholder>
    );
  } else {
    body = rows.map((row) => (
      <Table.Tr key={row.key}>
        {row.cells.map((cell, index) => (
          // A long name without spaces breaks anywhere rather than push Remove out of sight.
          <Table.Td key={columns[index]} style={{ overflowWrap: 'anywhere' }}>
            {cell}
          </Table.Td>
        ))}
        <Table.Td ta="right" w={1} style={{ whiteSpace: 'nowrap' }}>
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            leftSection={<X size={14} aria-hidden="true" />}
            aria-label={`Remove ${row.name}`}
            loading={removingKey === row.key}
            onClick={() => onRemove(row.key)}
          >
            Remove
          </Button>
        </Table.Td>
      </Table.Tr>
    ));
  }

  return (
    // The cells wrap, so the table fits a phone; the container only scrolls on the narrowest ones.
    <Table.ScrollContainer minWidth={240} type="native">
      <Table verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
            <Table.Th>
              <VisuallyHidden>Remove</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{body}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
