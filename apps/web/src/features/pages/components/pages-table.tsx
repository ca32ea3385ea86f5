import { Anchor, Table, Text } from '@mantine/core';
import type { PageOverview } from '@portal/contracts';
import { Link } from 'react-router';
import { ListTable } from '../../../components/list-screen';
import { formatLastChange } from '../utils/format-last-change';
import { PageActions, type PageActionsProps } from './page-actions';
import { LinkingPages, PageGroups, PageTypeBadge } from './page-facts';
import { pageHref } from './page-links';

const columns = ['Page', 'Type', 'Groups', 'Linked from', 'Last change', 'Actions'];

export type PagesListProps = Omit<PageActionsProps, 'page' | 'duplicating'> & {
  pages: PageOverview[];
  duplicatingUuid: string | undefined;
};

export function PagesTable({ pages, duplicatingUuid, ...actions }: PagesListProps) {
  return (
    <ListTable label="Pages" columns={columns}>
      {pages.map((page) => (
        <Table.Tr key={page.uuid}>
          <Table.Td style={{ overflowWrap: 'anywhere' }}>
            <Anchor component={Link} to={pageHref(page)} fw={600} size="sm">
              {page.name}
            </Anchor>
          </Table.Td>
          <Table.Td>
            <PageTypeBadge type={page.type} />
          </Table.Td>
          <Table.Td style={{ overflowWrap: 'anywhere' }}>
            <PageGroups groups={page.groups} />
          </Table.Td>
          <Table.Td style={{ overflowWrap: 'anywhere' }}>
            <LinkingPages linkedFrom={page.linkedFrom} />
          </Table.Td>
          <Table.Td>
            <Text size="sm" c="dimmed">
              {formatLastChange(page)}
            </Text>
          </Table.Td>
          <Table.Td>
            <PageActions page={page} duplicating={duplicatingUuid === page.uuid} {...actions} />
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
