import { ConnectionsAdminPage } from '../../../features/admin-connections/components/connections-admin-page';

export default function ConnectionsAdminRoute() {
  return <ConnectionsAdminPage />;
}
