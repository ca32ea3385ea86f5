import { UsersAdminPage } from '../../../features/admin-users/components/users-admin-page';

export default function UsersAdminRoute() {
  return <UsersAdminPage />;
}
