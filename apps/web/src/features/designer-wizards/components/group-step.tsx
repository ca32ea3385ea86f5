import { Anchor, Select, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useWizardGroups } from '../api/get-groups';

type Props = {
  groupId: string | null;
  error: string | undefined;
  onChange: (groupId: string | null) => void;
};

/** Step 4 of both wizards: the group whose people see the page. */
export function GroupStep({ groupId, error, onChange }: Props) {
  const groups = useWizardGroups();
  const none = groups.isSuccess && groups.data.length === 0;
  return (
    <Stack gap="xs" maw={560}>
      <Select
        label="Group"
        description="The people of this group find the page on their Home."
        placeholder={groups.isLoading ? 'Loading groups…' : 'Pick a group'}
        data={(groups.data ?? []).map((group) => ({ value: group.uuid, label: group.name }))}
        value={groupId}
        onChange={onChange}
        error={error}
        disabled={none}
        allowDeselect={false}
        searchable
        nothingFoundMessage="No groups"
        withAsterisk
      />
      {none && (
        <Text size="sm">
          There are no groups yet.{' '}
          <Anchor component={Link} to={paths.editGroups.getHref()}>
            Create one in Groups
          </Anchor>{' '}
          and come back.
        </Text>
      )}
    </Stack>
  );
}
