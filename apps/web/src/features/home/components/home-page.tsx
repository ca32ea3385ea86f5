import './home-styles';
import { Group, Stack, TextInput, Title } from '@mantine/core';
import { messages } from '@portal/contracts';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { useSessionUser } from '../../../lib/session';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useGetStartedFacts } from '../api/get-started-facts';
import { useSearchViews } from '../hooks/use-search-views';
import { getStartedSteps } from '../utils/get-started-steps';
import { GetStarted } from './get-started';
import { MyViewsList } from './my-views-list';
import { SideBoxes } from './side-boxes';

export function HomePage() {
  const user = useSessionUser();
  const { abilities } = user;
  const [keyword, setKeyword] = useState('');
  const { views, hasAny, isPending, error } = useSearchViews(keyword);
  useErrorToast(error, messages.errorLoadingViews);
  // Admins and designers build the account: until it is in use, Home lists the steps still to do.
  const builder = abilities.buildPages;
  const facts = useGetStartedFacts(builder);
  const steps = facts ? getStartedSteps(facts, abilities) : [];
  const showSteps = steps.some((step) => !step.done);

  return (
    <>
      <PageHeader title={messages.homeTitle} subtitle={messages.homeSubtitle} />
      <Group align="flex-start" gap="xl" wrap="nowrap">
        <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
          <Title order={2} fz="h3">
            Hi {user.firstName}!
          </Title>
          {showSteps && <GetStarted steps={steps} />}
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
            emptyText={
              hasAny ? messages.homeNoMatch : builder ? messages.homeNoViewsDesigner : messages.homeNoViews
            }
          />
        </Stack>
        <SideBoxes designer={abilities.openDesignerScreens} />
      </Group>
    </>
  );
}
