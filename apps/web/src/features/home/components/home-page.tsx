import './home-styles';
import { Group, Stack, TextInput, Title } from '@mantine/core';
import { messages } from '@portal/contracts';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { useSessionUser } from '../../../lib/session';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useSearchViews } from '../hooks/use-search-views';
import { MyViewsList } from './my-views-list';
import { SideBoxes } from './side-boxes';

export function HomePage() {
  const user = useSessionUser();
  const [keyword, setKeyword] = useState('');
  const { views, hasAny, isPending, error } = useSearchViews(keyword);
  useErrorToast(error, messages.errorLoadingViews);

  return (
    <>
      <PageHeader title={messages.homeTitle} subtitle={messages.homeSubtitle} />
      <Group align="flex-start" gap="xl" wrap="nowrap">
        <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
          <Title order={2} fz="h3">
            Hi {user.firstName}!
          </Title>
          <TextInput
            aria-label="Filter by keyword"
            placeholder={messages.homeFilterPlaceholder}
            leftSection={<Search size={16} aria-hidden="true" />}
            value={keyword}
            onChange={(event) => setKeyword(event.currentTarget.value)}
            maw={480}
          />
          <MyViewsList
            views={views}
            isPending={isPending}
            emptyText={hasAny ? messages.homeNoMatch : messages.homeNoViews}
          />
        </Stack>
        <SideBoxes />
      </Group>
    </>
  );
}
