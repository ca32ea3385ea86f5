import { AuditLogPage } from '../../../features/admin-home/components/audit-log-page';

export default function AuditLogRoute() {
  return <AuditLogPage />;
}
