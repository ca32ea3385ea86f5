import { Alert, Button, Group, Select, Text } from '@mantine/core';
import { messages, parseUrlVariables } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { DesignDialog } from '../../../components/design/design-dialog';
import { fieldOptionsOf } from '../../../lib/field-options';
import { showToast } from '../../../lib/toasts';
import { fetchSearchPage } from '../api/fetch-search-page';
import { useDataSourceEndpoints, useDataSourceServers } from '../api/get-data-sources';
import type { SearchMetacontent, SearchMetadata } from '../types';
import { fitDataSource } from './utils/fit-data-source';

interface DataSourceDialogProps {
  opened: boolean;
  onClose: () => void;
  viewUuid: string;
  metadata: SearchMetadata;
  metacontent: SearchMetacontent;
  onApply: (metadata: SearchMetadata, metacontent: SearchMetacontent) => void;
}

/**
 * 'Data Source': the server and List endpoint the page reads its rows from, as the search wizard
 * picks them. A page whose server or endpoint is gone says so and is repointed here; one sample page
 * of the new endpoint tells which columns and filters keep their field.
 */
export function DataSourceDialog(props: DataSourceDialogProps) {
  const { opened, metadata } = props;
  const servers = useDataSourceServers(opened);
  const [serverId, setServerId] = useState<string | null>(metadata.server);
  const [endpointId, setEndpointId] = useState<string | null>(metadata.endpoint);
  const [reading, setReading] = useState(false);
  const endpoints = useDataSourceEndpoints(serverId);

  // Each opening starts from the page's own data source.
  useEffect(() => {
    if (!opened) return;
    setServerId(metadata.server);
    setEndpointId(metadata.endpoint);
  }, [opened, metadata]);

  const serverGone = servers.isSuccess && !servers.data.some((server) => server.uuid === metadata.server);
  const endpointGone =
    !serverGone &&
    serverId === metadata.server &&
    endpoints.isSuccess &&
    !endpoints.data.some((endpoint) => endpoint.uuid === metadata.endpoint);
  const serverOptions = (servers.data ?? []).map((server) => ({ value: server.uuid, label: server.name }));
  // A search page calls its endpoint with no URL variables, so one that needs them cannot be picked.
  const endpointOptions = (endpoints.data ?? []).map((endpoint) => ({
    value: endpoint.uuid,
    label: endpoint.name,
    disabled: parseUrlVariables(endpoint.settings.url).length > 0,
  }));
  const known = (list: Array<{ value: string }>, id: string | null) =>
    list.some((option) => option.value === id) ? id : null;
  const chosenServer = known(serverOptions, serverId);
  const chosenEndpoint = known(endpointOptions, endpointId);

  const apply = async () => {
    if (!chosenServer || !chosenEndpoint) return;
    setReading(true);
    try {
      const sample = await fetchSearchPage(props.viewUuid, chosenEndpoint, { offset: 0, limit: 50 });
      const fields = fieldOptionsOf(sample.value).map((option) => option.field);
      props.onApply(
        { server: chosenServer, endpoint: chosenEndpoint },
        fitDataSource(props.metacontent, fields),
      );
      showToast(messages.searchDataSourceSaved, 'success');
      props.onClose();
    } catch {
      showToast(messages.errorReadingDataSource, 'error');
    } finally {
      setReading(false);
    }
  };

  return (
    <DesignDialog
      title={messages.searchDataSource}
      opened={opened}
      onClose={props.onClose}
      size="lg"
      hideFooter
    >
      <Text fz="sm">{messages.searchDataSourceHint}</Text>
      {serverGone && <Alert color="orange">{messages.searchServerMissing}</Alert>}
      {endpointGone && <Alert color="orange">{messages.searchEndpointMissing}</Alert>}
      <Select
        label="Server"
        placeholder={servers.isLoading ? 'Loading servers…' : 'Pick a server'}
        data={serverOptions}
        value={chosenServer}
        onChange={(value) => {
          setServerId(value);
          setEndpointId(null);
        }}
        allowDeselect={false}
        searchable
        nothingFoundMessage="No servers"
        data-autofocus
      />
      <Select
        label="Endpoint"
        description="List endpoints without URL variables: a search page shows a list."
        placeholder={
          endpoints.isSuccess && endpoints.data.length === 0
            ? 'This server has no List endpoints'
            : 'Pick a List endpoint'
        }
        data={endpointOptions}
        value={chosenEndpoint}
        onChange={setEndpointId}
        disabled={!chosenServer}
        allowDeselect={false}
        searchable
        nothingFoundMessage="No List endpoints"
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={props.onClose}>
          {messages.designCancel}
        </Button>
        <Button onClick={apply} loading={reading} disabled={!chosenServer || !chosenEndpoint}>
          {messages.searchUseDataSource}
        </Button>
      </Group>
    </DesignDialog>
  );
}
