import { AdminHomePage } from '../../../features/admin-home/components/admin-home-page';

export default function AdminHomeRoute() {
  return <AdminHomePage />;
}
