import { Badge, Text } from '@mantine/core';
import { messages } from '@portal/contracts';
import { useRecheckSession } from '../../../lib/recheck-session';
import { serverMessageFor } from '../../../lib/server-message';
import { showToast } from '../../../lib/toasts';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useAddGroupView } from '../api/add-group-view';
import { useGroupViews } from '../api/get-group-views';
import { useViews } from '../api/get-views';
import { useRemoveGroupView } from '../api/remove-group-view';
import { EntriesTable } from './entries-table';
import { IncludePicker } from './include-picker';
import { Panel } from './panel';

export function GroupViewsPanel({ groupUuid }: { groupUuid: string }) {
  const groupViews = useGroupViews(groupUuid);
  const views = useViews();
  const adding = useAddGroupView();
  const recheckSession = useRecheckSession();
  const removing = useRemoveGroupView();
  useErrorToast(groupViews.error, messages.errorGettingViewsInGroup);
  useErrorToast(views.error, messages.errorGettingViews);

  const included = new Set(groupViews.data?.map((entry) => entry.viewUuid));
  const options = (views.data ?? [])
    .filter((view) => !included.has(view.uuid))
    .map((view) => ({ value: view.uuid, label: `${view.name} (${view.type})` }));

  async function include(viewUuid: string): Promise<boolean> {
    try {
      await adding.mutateAsync({ groupUuid, viewUuid });
      showToast(messages.viewAddedToGroup, 'success');
      return true;
    } catch (error) {
      showToast(serverMessageFor(error, [400, 404], messages.errorAddingViewToGroup), 'error');
      recheckSession(error);
      return false;
    }
  }

  async function remove(viewUuid: string) {
    try {
      await removing.mutateAsync({ groupUuid, viewUuid });
      showToast(messages.viewRemovedFromGroup, 'success');
    } catch (error) {
      showToast(serverMessageFor(error, [400, 404], messages.errorRemovingViewFromGroup), 'error');
      recheckSession(error);
    }
  }

  return (
    <Panel title="Views">
      <IncludePicker
        label="View"
        placeholder="Pick a view"
        options={options}
        isIncluding={adding.isPending}
        onInclude={include}
      />
      <EntriesTable
        label="Views in group"
        columns={['Name', 'Type']}
        rows={groupViews.data?.map(({ viewUuid, view, reachable }) => ({
          key: viewUuid,
          name: view.name,
          cells: [
            <div key="name">
              {view.name}
              {reachable.length > 0 && (
                <Text size="xs" c="dimmed" mt={2}>
                  {messages.groupReachableLabel}: {reachable.map((page) => page.name).join(', ')}
                </Text>
              )}
            </div>,
            <Badge
              key="type"
              size="sm"
              variant="light"
              color={view.type === 'search' ? 'brand' : 'grape'}
              miw="max-content"
            >
              {view.type}
            </Badge>,
          ],
        }))}
        isPending={groupViews.isPending}
        errorText={groupViews.isError ? messages.errorGettingViewsInGroup : undefined}
        emptyText="No views in this group yet."
        removingKey={removing.isPending ? removing.variables?.viewUuid : undefined}
        onRemove={(viewUuid) => void remove(viewUuid)}
      />
    </Panel>
  );
}
