import { Button, Group, Text } from '@mantine/core';
import { messages } from '@portal/contracts';
import { Download } from 'lucide-react';
import { formatValue } from '../../../lib/format-value';
import { useExportCsv } from '../hooks/use-export-csv';
import type { SearchParams } from '../utils/build-proxy-params';

/** 'Export CSV' (DESIGN.md §7b): while it runs, the rows so far and Cancel; after a capped file, why it stopped. */
export function ExportButton({ view, params }: { view: string; params: SearchParams }) {
  const exporting = useExportCsv(view, params);
  return (
    <Group gap="xs" wrap="wrap" justify="flex-end">
      <Text role="status" c="gray.7" fz="sm" maw={320} lineClamp={3}>
        {exporting.running
          ? messages.exportProgress.replace('{rows}', formatValue(exporting.rows, 'number'))
          : exporting.note}
      </Text>
      {exporting.running ? (
        <Button variant="default" onClick={exporting.cancel}>
          {messages.exportCancel}
        </Button>
      ) : (
        <Button
          variant="default"
          leftSection={<Download size={16} aria-hidden="true" />}
          onClick={exporting.start}
        >
          {messages.exportAction}
        </Button>
      )}
    </Group>
  );
}
