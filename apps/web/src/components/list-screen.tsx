import { Box, Loader, Paper, Table, Text, TextInput } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageHeader } from './page-header';

// Below this width a list's columns do not fit, so each item becomes a card.
const tableMinWidthPx = 900;

/** Loading, error and empty states, said once whichever layout shows the items. */
function ListState({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="md" py="xl" px="md">
      {children}
    </Paper>
  );
}

export type ListScreenProps<Item> = {
  title: string;
  subtitle: string;
  /** Beside the title: what adds an item. */
  actions?: ReactNode;
  search: { value: string; onChange: (value: string) => void; label: string; placeholder: string };
  /** The query's state: the items once read. */
  query: { isPending: boolean; isError: boolean; data: Item[] | undefined };
  /** The items the search leaves. */
  shown: Item[];
  texts: { loading: string; error: string; none: string; noMatch: string };
  table: (items: Item[]) => ReactNode;
  cards: (items: Item[]) => ReactNode;
  /** Dialogs the screen opens. */
  children?: ReactNode;
};

/**
 * A screen that lists the account's items of one kind (users, pages): a header, a search box, and
 * the items as a table where its columns fit and as cards where they do not, with one loading,
 * error and empty state.
 */
export function ListScreen<Item>({
  title,
  subtitle,
  actions,
  search,
  query,
  shown,
  texts,
  table,
  cards,
  children,
}: ListScreenProps<Item>) {
  const { ref, width } = useElementSize();
  let list: ReactNode;
  if (query.isPending) {
    list = (
      <ListState>
        <Loader size="sm" color="brand.9" mx="auto" display="block" aria-label={texts.loading} />
      </ListState>
    );
  } else if (query.isError) {
    list = (
      <ListState>
        <Text c="red.9" ta="center">
          {texts.error}
        </Text>
      </ListState>
    );
  } else if (shown.length === 0) {
    list = (
      <ListState>
        <Text c="dimmed" ta="center">
          {query.data?.length ? texts.noMatch : texts.none}
        </Text>
      </ListState>
    );
    // Before the first measure, the window's width less the side menu's stands in for it.
  } else if ((width || window.innerWidth - 300) < tableMinWidthPx) list = cards(shown);
  else list = table(shown);

  return (
    <>
      <PageHeader title={title} subtitle={subtitle} actions={actions} />
      <TextInput
        type="search"
        aria-label={search.label}
        placeholder={search.placeholder}
        leftSection={<Search size={16} aria-hidden="true" />}
        value={search.value}
        onChange={(event) => search.onChange(event.currentTarget.value)}
        maw={420}
        mb="md"
      />
      <Box ref={ref}>{list}</Box>
      {children}
    </>
  );
}

/**
 * A list screen's table: its column headings and the rows given. The screen shows cards where the
 * columns do not fit; the scroll container only catches an unusually long value (an e-mail).
 */
export function ListTable({
  label,
  columns,
  children,
}: {
  label: string;
  columns: string[];
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={0} type="native">
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column} style={{ whiteSpace: 'nowrap' }}>
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
