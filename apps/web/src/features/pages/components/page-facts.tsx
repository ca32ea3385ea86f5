import { Anchor, Badge, Text } from '@mantine/core';
import type { PageOverview } from '@portal/contracts';
import { Link } from 'react-router';
import { pageHref } from './page-links';

export function PageTypeBadge({ type }: Pick<PageOverview, 'type'>) {
  return (
    <Badge size="sm" variant="light" color={type === 'search' ? 'brand' : 'grape'} miw="max-content">
      {type}
    </Badge>
  );
}

/** The groups holding a page, or a dash: nobody but designers sees a page in no group. */
export function PageGroups({ groups }: Pick<PageOverview, 'groups'>) {
  if (groups.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No group
      </Text>
    );
  }
  return <Text size="sm">{groups.map((group) => group.name).join(', ')}</Text>;
}

/** The pages linking to a page, each a link to it. */
export function LinkingPages({ linkedFrom }: Pick<PageOverview, 'linkedFrom'>) {
  if (linkedFrom.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        None
      </Text>
    );
  }
  return (
    <Text size="sm">
      {linkedFrom.map((linking, index) => (
        <span key={linking.uuid}>
          {index > 0 && ', '}
          <Anchor component={Link} to={pageHref(linking)} size="sm">
            {linking.name}
          </Anchor>
        </span>
      ))}
    </Text>
  );
}
