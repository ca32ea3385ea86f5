import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/ThemeIcon.css';
import { Badge, Group, SimpleGrid } from '@mantine/core';
import { messages } from '@portal/contracts';
import { Cable, KeyRound, ScrollText, Users } from 'lucide-react';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { useServerCount } from '../api/get-server-count';
import { useUserCount } from '../api/get-user-count';
import { AdminCard } from './admin-card';

const counted = (count: number | undefined, one: string, many: string) =>
  count === undefined ? `… ${many}` : `${count} ${count === 1 ? one : many}`;

export function AdminHomePage() {
  const servers = useServerCount();
  const users = useUserCount();
  return (
    <>
      <PageHeader
        title={messages.adminTitle}
        subtitle="Manage the data connections and the people of your account."
      />
      <Group gap="sm" mb="lg" aria-label="Totals" role="group">
        <Badge size="lg" variant="outline">
          {counted(servers.data, 'server', 'servers')}
        </Badge>
        <Badge size="lg" variant="outline">
          {counted(users.data, 'user', 'users')}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" maw={900}>
        <AdminCard
          to={paths.connectionsAdmin.getHref()}
          title={messages.connectionsTitle}
          description="Data servers, their credentials and endpoints, and the endpoint tester."
          icon={<Cable size={24} />}
        />
        <AdminCard
          to={paths.usersAdmin.getHref()}
          title={messages.usersTitle}
          description="People of the account, their roles, and whether they may sign in."
          icon={<Users size={24} />}
        />
        <AdminCard
          to={paths.signInSettings.getHref()}
          title={messages.signInSettingsTitle}
          description={messages.signInSettingsCard}
          icon={<KeyRound size={24} />}
        />
        <AdminCard
          to={paths.auditLog.getHref()}
          title={messages.auditTitle}
          description="Who changed what and when: sign-ins, people, groups, connections and pages."
          icon={<ScrollText size={24} />}
        />
      </SimpleGrid>
    </>
  );
}
