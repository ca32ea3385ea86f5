import { Text } from '@mantine/core';
import { messages } from '@portal/contracts';
import { PageHeader } from '../../../components/page-header';
import { useSessionUser } from '../../../lib/session';

export function HomePage() {
  const user = useSessionUser();
  return (
    <>
      <PageHeader title={messages.homeTitle} subtitle={messages.homeSubtitle} />
      <Text fw={500}>Hi {user.firstName}!</Text>
    </>
  );
}
