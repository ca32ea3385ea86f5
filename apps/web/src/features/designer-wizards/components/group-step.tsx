import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { messages } from '@portal/contracts';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { NewGroupDialog } from '../../../components/new-group-dialog';
import { useWizardGroups } from '../api/get-groups';

type Props = {
  groupId: string | null;
  error: string | undefined;
  onChange: (groupId: string | null) => void;
};

/**
 * Step 4 of both wizards: the group whose people see the page. A group can be created here without
 * leaving, and is chosen at once; its people are added later on the Groups screen.
 */
export function GroupStep({ groupId, error, onChange }: Props) {
  const groups = useWizardGroups();
  const [creating, setCreating] = useState(false);
  const none = groups.isSuccess && groups.data.length === 0;
  return (
    <Stack gap="xs" maw={560}>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <Select
          label="Group"
          description="The people of this group find the page on their Home."
          placeholder={groups.isLoading ? 'Loading groups…' : none ? 'No groups yet' : 'Pick a group'}
          data={(groups.data ?? []).map((group) => ({ value: group.uuid, label: group.name }))}
          value={groupId}
          onChange={onChange}
          error={error}
          disabled={none}
          allowDeselect={false}
          searchable
          nothingFoundMessage="No groups"
          withAsterisk
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button
          variant="default"
          leftSection={<Plus size={16} aria-hidden="true" />}
          onClick={() => setCreating(true)}
          // Aligned with the input, not with its error line.
          mb={error ? 22 : 0}
        >
          {messages.wizardNewGroup}
        </Button>
      </Group>
      {none && <Text size="sm">{messages.wizardNoGroups}</Text>}
      <NewGroupDialog
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(group) => onChange(group.uuid)}
      />
    </Stack>
  );
}
