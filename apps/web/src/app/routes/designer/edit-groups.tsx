import { EditGroupsPage } from '../../../features/groups/components/edit-groups-page';

export default function EditGroupsRoute() {
  return <EditGroupsPage />;
}
