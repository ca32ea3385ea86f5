import { Anchor, Text } from '@mantine/core';
import { messages } from '@portal/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useSessionUser } from '../../../lib/session';

/**
 * What step 1 says when the account has no server, or the chosen server no endpoint of the kind
 * needed: an admin gets a link to Connections (the wizard keeps every answer meanwhile), a designer
 * who is not one is told who does it.
 */
export function MissingDataNote({ missing }: { missing: 'servers' | 'endpoints' }) {
  const admin = useSessionUser().roles.includes('admin');
  if (!admin)
    return (
      <Text size="sm">
        {missing === 'servers' ? messages.wizardNoServersAskAdmin : messages.wizardNoEndpoints}
      </Text>
    );
  return (
    <Text size="sm">
      {missing === 'servers' && `${messages.wizardNoServers} `}
      <Anchor component={Link} to={paths.connectionsAdmin.getHref()}>
        {missing === 'servers' ? messages.wizardNewServer : messages.wizardAddEndpoints}
      </Anchor>
      {'. '}
      {messages.wizardDraftKept}
    </Text>
  );
}
