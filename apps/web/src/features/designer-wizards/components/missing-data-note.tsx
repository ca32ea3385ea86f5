import { Anchor, Text } from '@mantine/core';
import { messages } from '@portal/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useSessionUser } from '../../../lib/session';

/**
 * What step 1 says when the account has no server, or the chosen server no endpoint of the kind
 * needed. An admin adds a server with the New server button beside the list; a new server has no
 * endpoints, so the admin gets a link to that server in Connections (Edit Endpoints, Import OpenAPI),
 * and the wizard keeps every answer meanwhile. A designer who is not one is told who does it.
 */
export function MissingDataNote({
  missing,
  serverId,
}: {
  missing: 'servers' | 'endpoints';
  serverId?: string | null;
}) {
  const admin = useSessionUser().abilities.manageServers;
  if (!admin)
    return (
      <Text size="sm">
        {missing === 'servers' ? messages.wizardNoServersAskAdmin : messages.wizardNoEndpoints}
      </Text>
    );
  if (missing === 'servers') return <Text size="sm">{messages.wizardNoServers}</Text>;
  return (
    <Text size="sm">
      <Anchor component={Link} to={paths.connectionsAdmin.getHref(serverId ?? undefined)}>
        {messages.wizardAddEndpoints}
      </Anchor>
      {'. '}
      {messages.wizardDraftKept}
    </Text>
  );
}
