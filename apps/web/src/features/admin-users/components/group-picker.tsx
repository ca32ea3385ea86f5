import { MultiSelect, Text } from '@mantine/core';
import { messages } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { groupsQueryOptions } from '../../../lib/api/groups';

interface GroupPickerProps {
  value: string[];
  onChange: (groupUuids: string[]) => void;
}

/** The groups a new user is put in as they are invited, so their pages are there at first sign-in. */
export function GroupPicker({ value, onChange }: GroupPickerProps) {
  const groups = useQuery(groupsQueryOptions);
  if (groups.isSuccess && groups.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {messages.inviteNoGroups}
      </Text>
    );
  }
  return (
    <MultiSelect
      label={messages.inviteGroups}
      description={messages.inviteGroupsHint}
      data={(groups.data ?? []).map((group) => ({ value: group.uuid, label: group.name }))}
      value={value}
      onChange={onChange}
      searchable
      clearable
      disabled={!groups.isSuccess}
      error={groups.isError ? messages.errorGettingGroups : undefined}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
