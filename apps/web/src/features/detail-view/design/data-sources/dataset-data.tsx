import { Loader, ScrollArea, Table, Text } from '@mantine/core';
import { messages, ownValue } from '@portal/contracts';
import { plainText } from '../../../../lib/format-value';
import type { DatasetState } from '../../engine/dataset-state';
import { useListRows } from '../../hooks/use-list-rows';
import { cutCell } from '../utils/cut-cell';

function ListTable({ state }: { state: DatasetState }) {
  const list = useListRows(state);
  if (list.rows.length === 0)
    return list.loading || list.waiting ? (
      <Loader size="sm" aria-label={messages.detailLoadingRecords} />
    ) : (
      <Text fz="sm">{messages.detailNoData}</Text>
    );
  const columns = [...new Set(list.rows.slice(0, 50).flatMap((row) => Object.keys(row)))];
  return (
    <ScrollArea h={320} type="auto" offsetScrollbars>
      <Table striped withTableBorder fz="xs" aria-label={`${state.name} rows`}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity here
            <Table.Tr key={index}>
              {columns.map((column) => (
                <Table.Td key={column}>{cutCell(ownValue(row, column))}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

/** A dataset's loaded data: a record or lookup as a field/value table, a list as rows. */
export function DatasetData({ state }: { state: DatasetState | undefined }) {
  if (!state) return null;
  if (state.error) return <Text c="red.9">{state.error}</Text>;
  if (state.type === 'list') return <ListTable state={state} />;
  if (state.status === 'waiting' || state.status === 'loading')
    return <Loader size="sm" aria-label={messages.detailLoadingValue} />;
  const entries = Object.entries(state.data ?? {});
  if (entries.length === 0)
    return <Text fz="sm">{state.note ?? (state.missing.join(', ') || messages.detailNoData)}</Text>;
  return (
    <ScrollArea h={320} type="auto" offsetScrollbars>
      {state.note && <Text fz="sm">{state.note}</Text>}
      <Table striped withTableBorder fz="sm" aria-label={`${state.name} fields`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="35%">Field</Table.Th>
            <Table.Th>Value</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map(([field, value]) => (
            <Table.Tr key={field}>
              <Table.Td>{field}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{plainText(value)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
