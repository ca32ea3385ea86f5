import './groups-styles';
import { Alert, Badge, Button, Group, Paper, Select, SimpleGrid, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { messages } from '@portal/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { NewGroupDialog } from '../../../components/new-group-dialog';
import { PageHeader } from '../../../components/page-header';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useGroups } from '../api/get-groups';
import { useSelectedGroup } from '../hooks/use-selected-group';
import { DeleteGroupDialog } from './delete-group-dialog';
import { GroupUsersPanel } from './group-users-panel';
import { GroupViewsPanel } from './group-views-panel';

export function EditGroupsPage() {
  const groups = useGroups();
  useErrorToast(groups.error, messages.errorGettingGroups);
  const [selectedUuid, select] = useSelectedGroup();
  const [creating, creation] = useDisclosure(false);
  const [deleting, deletion] = useDisclosure(false);
  const selected = groups.data?.find((group) => group.uuid === selectedUuid);

  // A group deleted elsewhere (or a stale link) leaves nothing selected rather than empty panels.
  useEffect(() => {
    if (groups.data && selectedUuid && !selected) select(null);
  }, [groups.data, selectedUuid, selected, select]);

  const noGroups = groups.data?.length === 0;
  // Groups an identity provider's mappings name: their members follow it (DESIGN.md §4a).
  const syncedNames = new Set(
    (groups.data ?? []).filter((group) => group.syncedFrom).map((group) => group.uuid),
  );
  return (
    <>
      <PageHeader title="Groups" subtitle="Each group gives its users the views it holds." />
      <Paper withBorder radius="md" p="md" mb="lg">
        <Group align="flex-end" gap="sm">
          <Select
            label="Group"
            placeholder={noGroups ? messages.noGroups : 'Pick a group'}
            data={(groups.data ?? []).map((group) => ({ value: group.uuid, label: group.name }))}
            value={selected?.uuid ?? null}
            onChange={select}
            searchable
            disabled={!groups.data || noGroups}
            nothingFoundMessage="No match"
            style={{ flex: '1 1 260px', maxWidth: 420 }}
            renderOption={({ option }) => (
              <GroupOption name={option.label} synced={syncedNames.has(option.value)} />
            )}
          />
          <Group gap="sm">
            <Button leftSection={<Plus size={16} aria-hidden="true" />} onClick={creation.open}>
              {messages.newGroup}
            </Button>
            <Button
              color="red"
              variant="outline"
              leftSection={<Trash2 size={16} aria-hidden="true" />}
              onClick={deletion.open}
              disabled={!selected}
            >
              {messages.deleteGroup}
            </Button>
          </Group>
        </Group>
      </Paper>
      {selected?.syncedFrom && (
        <Alert color="blue" mb="lg" title={`${messages.mappedGroupBadge}: ${selected.syncedFrom.join(', ')}`}>
          {messages.mappedGroupNote}
        </Alert>
      )}
      {selected ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <GroupUsersPanel groupUuid={selected.uuid} />
          <GroupViewsPanel groupUuid={selected.uuid} />
        </SimpleGrid>
      ) : (
        <Text c="dimmed">
          {noGroups ? messages.noGroups : 'Pick a group to see and change its users and views.'}
        </Text>
      )}
      <NewGroupDialog opened={creating} onClose={creation.close} onCreated={(group) => select(group.uuid)} />
      <DeleteGroupDialog
        group={selected}
        opened={deleting}
        onClose={deletion.close}
        onDeleted={() => select(null)}
      />
    </>
  );
}

/** A group in the picker, marked when an identity provider's mapping names it. */
function GroupOption({ name, synced }: { name: string; synced: boolean }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <span>{name}</span>
      {synced && (
        <Badge size="xs" variant="light" tt="none">
          {messages.mappedGroupBadge}
        </Badge>
      )}
    </Group>
  );
}
