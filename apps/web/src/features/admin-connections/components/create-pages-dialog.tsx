import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  List,
  Loader,
  Modal,
  Paper,
  Radio,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { messages, type PagesCreated, type ProposedPage, type Server } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { groupsQueryOptions } from '../../../lib/api/groups';
import { ApiError } from '../../../lib/api-client';
import { useDialogLayout } from '../../../lib/use-dialog-layout';
import { useCreateServerPages, useProposedPages } from '../api/server-pages';
import { describeProposedPage } from '../utils/describe-proposed-page';

interface CreatePagesDialogProps {
  opened: boolean;
  server: Server;
  onClose: () => void;
}

type Choice = { chosen: boolean; name: string };
type GroupMode = 'existing' | 'new';

/** The server's own words for a refusal it explains (any 4xx), else only what failed. */
function describeFailure(action: string, error: unknown): string {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return refused && error.serverMessage ? `${action}: ${error.serverMessage}` : action;
}

const typeLabel = (page: ProposedPage) =>
  page.type === 'search' ? messages.proposedSearchPage : messages.proposedDetailPage;

/**
 * DESIGN.md §7d: the pages a server's endpoints make (search pages, record pages, their columns,
 * filters and links), each chosen and named here, created together and given to one group.
 */
export function CreatePagesDialog({ opened, server, onClose }: CreatePagesDialogProps) {
  const layout = useDialogLayout('xl');
  const proposal = useProposedPages(opened ? server.uuid : null);
  // Read again at each opening: a group made elsewhere since is offered, a deleted one is not.
  const groups = useQuery({ ...groupsQueryOptions, enabled: opened, staleTime: 0 });
  const creation = useCreateServerPages();
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [groupMode, setGroupMode] = useState<GroupMode | null>(null);
  const [groupUuid, setGroupUuid] = useState<string | null>(null);
  const [groupName, setGroupName] = useState(server.name);
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<PagesCreated | null>(null);
  const pages = proposal.data?.pages ?? [];
  const groupList = groups.data ?? [];
  // With no group yet, a new one is the only choice; otherwise the admin picks.
  const mode: GroupMode = groupMode ?? (groups.isSuccess && groupList.length > 0 ? 'existing' : 'new');

  useEffect(() => {
    if (!proposal.data) return;
    setChoices(
      Object.fromEntries(proposal.data.pages.map((page) => [page.key, { chosen: true, name: page.name }])),
    );
  }, [proposal.data]);

  const close = () => {
    setChoices({});
    setGroupMode(null);
    setGroupUuid(null);
    setGroupName(server.name);
    setProblem(null);
    setCreated(null);
    creation.reset();
    onClose();
  };

  const choiceOf = (page: ProposedPage): Choice => choices[page.key] ?? { chosen: true, name: page.name };
  const change = (page: ProposedPage, update: Partial<Choice>) => {
    setProblem(null);
    setChoices((current) => ({ ...current, [page.key]: { ...choiceOf(page), ...update } }));
  };
  const chosen = pages.filter((page) => choiceOf(page).chosen);
  const nameOfKey = (key: string) => {
    const page = pages.find((one) => one.key === key);
    if (!page) return undefined;
    const choice = choiceOf(page);
    return choice.chosen
      ? choice.name.trim() || page.name
      : `${choice.name.trim() || page.name} (not created)`;
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) return setProblem(messages.pagesNoneChosen);
    const unnamed = chosen.find((page) => !choiceOf(page).name.trim());
    if (unnamed) return setProblem(`${messages.viewNameRequired} (${unnamed.name})`);
    if (mode === 'existing' && !groupUuid) return setProblem(messages.pagesGroupRequired);
    if (mode === 'new' && !groupName.trim()) return setProblem(messages.pagesNewGroupRequired);
    setProblem(null);
    try {
      const answer = await creation.mutateAsync({
        serverId: server.uuid,
        body: {
          pages: chosen.map((page) => ({ ...page, name: choiceOf(page).name.trim() })),
          ...(mode === 'existing' ? { groupUuid: groupUuid ?? undefined } : { groupName: groupName.trim() }),
        },
      });
      setCreated(answer);
    } catch (error) {
      setProblem(describeFailure(messages.pagesCreateFailed, error));
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={`${messages.createPagesAction} · ${server.name}`}
      {...layout}
    >
      {created ? (
        <CreatedPages created={created} onClose={close} />
      ) : proposal.isPending ? (
        <Group gap="sm" role="status" py="md">
          <Loader size="sm" aria-hidden />
          <Text>{messages.proposalLoading}</Text>
        </Group>
      ) : proposal.isError ? (
        <Stack gap="md">
          <Alert color="red" role="alert" style={{ overflowWrap: 'anywhere' }}>
            {describeFailure(messages.proposalFailed, proposal.error)}
          </Alert>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {messages.importClose}
            </Button>
            <Button onClick={() => proposal.refetch()} data-autofocus>
              {messages.proposalRetry}
            </Button>
          </Group>
        </Stack>
      ) : pages.length === 0 ? (
        <Stack gap="md">
          <Text role="status">{messages.proposalNoEndpoints}</Text>
          <Group justify="flex-end">
            <Button onClick={close} data-autofocus>
              {messages.importClose}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate aria-label={messages.createPagesAction}>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {messages.createPagesIntro}
            </Text>
            <Stack
              component="ul"
              gap="sm"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label="Proposed pages"
            >
              {pages.map((page) => (
                <ProposedPageCard
                  key={page.key}
                  page={page}
                  choice={choiceOf(page)}
                  nameOfKey={nameOfKey}
                  onChange={(update) => change(page, update)}
                />
              ))}
            </Stack>
            <Radio.Group
              label={messages.pagesGroupLegend}
              value={mode}
              onChange={(value) => {
                setProblem(null);
                setGroupMode(value as GroupMode);
              }}
            >
              <Group gap="lg" mt={6}>
                <Radio
                  value="existing"
                  label={messages.pagesGroupExisting}
                  disabled={groupList.length === 0}
                />
                <Radio value="new" label={messages.pagesGroupNew} />
              </Group>
            </Radio.Group>
            {mode === 'existing' ? (
              <Select
                label={messages.pagesGroupLabel}
                placeholder={groups.isPending ? 'Loading groups…' : 'Pick a group'}
                data={groupList.map((group) => ({ value: group.uuid, label: group.name }))}
                value={groupUuid}
                onChange={(value) => {
                  setProblem(null);
                  setGroupUuid(value);
                }}
                searchable
                allowDeselect={false}
                nothingFoundMessage="No groups"
                maw={420}
              />
            ) : (
              <TextInput
                label={messages.pagesNewGroupLabel}
                value={groupName}
                onChange={(event) => {
                  setProblem(null);
                  setGroupName(event.currentTarget.value);
                }}
                maw={420}
              />
            )}
            {problem && (
              <Alert color="red" role="alert" style={{ overflowWrap: 'anywhere' }}>
                {problem}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={creation.isPending}>
                {messages.createPagesSubmit(chosen.length)}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

interface ProposedPageCardProps {
  page: ProposedPage;
  choice: Choice;
  nameOfKey: (key: string) => string | undefined;
  onChange: (update: Partial<Choice>) => void;
}

function ProposedPageCard({ page, choice, nameOfKey, onChange }: ProposedPageCardProps) {
  const summary = describeProposedPage(page);
  const links = summary.linksTo.flatMap((key) => nameOfKey(key) ?? []);
  const line = (label: string, items: string[]) =>
    items.length > 0 && (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        <Text span fw={600} size="sm">
          {label}:
        </Text>{' '}
        {items.join(' · ')}
      </Text>
    );
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={`${typeLabel(page)} ${page.name}`}>
      <Stack gap={6}>
        <Group gap="sm" wrap="nowrap" align="flex-end">
          <Checkbox
            checked={choice.chosen}
            onChange={(event) => onChange({ chosen: event.currentTarget.checked })}
            aria-label={`${messages.proposedPageChoose} ${typeLabel(page).toLowerCase()} ${page.name}`}
            mb={8}
          />
          <TextInput
            label={messages.proposedPageName}
            aria-label={`${messages.proposedPageName}: ${page.name}`}
            value={choice.name}
            onChange={(event) => onChange({ name: event.currentTarget.value })}
            disabled={!choice.chosen}
            style={{ flex: 1, minWidth: 0 }}
            maw={360}
          />
          <Badge
            variant="light"
            color={page.type === 'search' ? 'blue' : 'grape'}
            mb={8}
            style={{ flexShrink: 0 }}
          >
            {typeLabel(page)}
          </Badge>
        </Group>
        {line(page.type === 'search' ? messages.proposedColumns : messages.proposedPanels, summary.shows)}
        {line(messages.proposedFilters, summary.filters)}
        {line(messages.proposedLinks, links)}
      </Stack>
    </Paper>
  );
}

function CreatedPages({ created, onClose }: { created: PagesCreated; onClose: () => void }) {
  return (
    <Stack gap="md">
      <Alert
        color="green"
        role="status"
        title={messages.pagesCreated}
        // Green 9 on the light green reads at 3.8:1 (WCAG AA asks 4.5:1): the title takes the text colour.
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
      >
        {messages.pagesCreatedSummary(created.created.length, created.group?.name)}
      </Alert>
      <section aria-labelledby="created-pages-heading">
        <Text id="created-pages-heading" fw={600} mb={4}>
          {messages.pagesOpenTitle}
        </Text>
        <List size="sm" spacing={4}>
          {created.created.map((page) => (
            <List.Item key={page.uuid}>
              {page.type === 'search' ? (
                <Anchor component={Link} to={paths.searchView.getHref(page.uuid)}>
                  {page.name}
                </Anchor>
              ) : (
                <>
                  <Anchor component={Link} to={paths.detailView.getHref(page.uuid)}>
                    {page.name}
                  </Anchor>
                  <Text span size="sm" c="dimmed">
                    {' '}
                    — {messages.proposedDetailPage.toLowerCase()}, opened from a row
                  </Text>
                </>
              )}
            </List.Item>
          ))}
        </List>
      </section>
      <Group justify="space-between" gap="sm">
        <Anchor component={Link} to={paths.pages.getHref()} size="sm">
          Pages screen
        </Anchor>
        <Button onClick={onClose} data-autofocus>
          {messages.importClose}
        </Button>
      </Group>
    </Stack>
  );
}
