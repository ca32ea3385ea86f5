import { Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { messages } from '@portal/contracts';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useSmallScreen } from '../../../lib/use-small-screen';
import { type AuditFilters, useAuditLog } from '../api/get-audit-log';
import { auditCsv } from '../utils/audit-csv';
import { AuditEntries } from './audit-entries';
import { AuditFilterBar } from './audit-filters';

const noFilters: AuditFilters = { actor: '', action: '', fromDay: '', toDay: '' };

function download(text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `audit-log-${new Date().toISOString().slice(0, 10)}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

/** /admin/audit: who changed what, newest first, filtered, a page at a time, the shown rows as CSV. */
export function AuditLogPage() {
  const [filters, setFilters] = useState(noFilters);
  const log = useAuditLog(filters);
  const compact = useSmallScreen();
  useErrorToast(log.error, messages.auditLoadError);
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <>
      <PageHeader
        title={messages.auditTitle}
        subtitle={messages.auditSubtitle}
        actions={
          <Button
            variant="default"
            leftSection={<Download size={16} aria-hidden="true" />}
            disabled={entries.length === 0}
            onClick={() => download(auditCsv(entries))}
          >
            {messages.auditDownloadCsv}
          </Button>
        }
      />
      <Stack gap="md">
        <AuditFilterBar filters={filters} onChange={setFilters} />
        {log.isPending ? (
          <Paper withBorder radius="md" p="xl" role="status" aria-label={messages.auditTitle}>
            <Loader size="sm" color="brand.9" mx="auto" display="block" />
          </Paper>
        ) : entries.length === 0 ? (
          <Paper withBorder radius="md" p="xl">
            <Text c="dimmed" ta="center">
              {messages.auditEmpty}
            </Text>
          </Paper>
        ) : (
          <AuditEntries entries={entries} compact={compact} />
        )}
        {log.hasNextPage && (
          <Group justify="center">
            <Button variant="light" loading={log.isFetchingNextPage} onClick={() => log.fetchNextPage()}>
              {messages.auditLoadMore}
            </Button>
          </Group>
        )}
      </Stack>
    </>
  );
}
