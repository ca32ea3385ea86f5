import { Stack, Text } from '@mantine/core';
import { messages, type UserSummary } from '@portal/contracts';
import { useRecheckSession } from '../../../lib/recheck-session';
import { serverMessageFor } from '../../../lib/server-message';
import { showToast } from '../../../lib/toasts';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useAddGroupUser } from '../api/add-group-user';
import { useGroupUsers } from '../api/get-group-users';
import { usePeople } from '../api/get-people';
import { useRemoveGroupUser } from '../api/remove-group-user';
import { EntriesTable } from './entries-table';
import { IncludePicker } from './include-picker';
import { Panel } from './panel';

const personName = (person: UserSummary) => `${person.firstName} ${person.lastName}`;

export function GroupUsersPanel({ groupUuid }: { groupUuid: string }) {
  const members = useGroupUsers(groupUuid);
  const people = usePeople();
  const adding = useAddGroupUser();
  const recheckSession = useRecheckSession();
  const removing = useRemoveGroupUser();
  useErrorToast(members.error, messages.errorGettingUsersInGroup);
  useErrorToast(people.error, messages.errorGettingUsers);

  const memberIds = new Set(members.data?.map((entry) => entry.userUuid));
  const options = (people.data ?? [])
    .filter((person) => !memberIds.has(person.uuid))
    .map((person) => ({ value: person.uuid, label: `${personName(person)} (${person.email})` }));

  async function include(userUuid: string): Promise<boolean> {
    try {
      await adding.mutateAsync({ groupUuid, userUuid });
      showToast(messages.userAddedToGroup, 'success');
      return true;
    } catch (error) {
      showToast(serverMessageFor(error, [400, 404], messages.errorAddingUserToGroup), 'error');
      recheckSession(error);
      return false;
    }
  }

  async function remove(userUuid: string) {
    try {
      await removing.mutateAsync({ groupUuid, userUuid });
      showToast(messages.userRemovedFromGroup, 'success');
    } catch (error) {
      showToast(serverMessageFor(error, [400, 404], messages.errorRemovingUserFromGroup), 'error');
      recheckSession(error);
    }
  }

  return (
    <Panel title="Users">
      <IncludePicker
        label="User"
        placeholder="Pick a user"
        options={options}
        isIncluding={adding.isPending}
        onInclude={include}
      />
      <EntriesTable
        label="Users in group"
        columns={['Name']}
        rows={members.data?.map(({ userUuid, user }) => ({
          key: userUuid,
          name: personName(user),
          cells: [
            <Stack key="person" gap={0}>
              <Text size="sm">{personName(user)}</Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {user.email}
              </Text>
            </Stack>,
          ],
        }))}
        isPending={members.isPending}
        errorText={members.isError ? messages.errorGettingUsersInGroup : undefined}
        emptyText="No users in this group yet."
        removingKey={removing.isPending ? removing.variables?.userUuid : undefined}
        onRemove={(userUuid) => void remove(userUuid)}
      />
    </Panel>
  );
}
