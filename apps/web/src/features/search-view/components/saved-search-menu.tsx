import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import { ActionIcon, Group, Menu, Text } from '@mantine/core';
import { messages, type SavedSearch } from '@portal/contracts';
import { Pencil, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/design/confirm-dialog';
import { messageOf } from '../../../lib/api-client';
import { addressState, savedSearchHref, savedSearchLinkState } from '../../../lib/saved-search-link';
import { showToast } from '../../../lib/toasts';
import { useSmallScreen } from '../../../lib/use-small-screen';
import { useChangeSavedSearch } from '../api/change-saved-searches';
import { useSavedSearches } from '../api/get-saved-searches';
import { SavedSearchTrigger } from './saved-search-trigger';

// The name dialog (a form, with its library and schema) loads when Save or Rename is chosen, not with
// the search page.
const SavedSearchNameDialog = lazy(() =>
  import('./saved-search-name-dialog').then((module) => ({ default: module.SavedSearchNameDialog })),
);

type Editing =
  | { kind: 'create' }
  | { kind: 'rename'; search: SavedSearch }
  | { kind: 'delete'; search: SavedSearch };

/** 'Saved searches': pick one, save the page's current search, rename or delete one (DESIGN.md §7b). */
export default function SavedSearchMenu({
  viewUuid,
  openAtStart = false,
}: {
  viewUuid: string;
  /** The button was pressed while this code loaded: open as it appears. */
  openAtStart?: boolean;
}) {
  const list = useSavedSearches(viewUuid);
  const change = useChangeSavedSearch(viewUuid);
  const [address] = useSearchParams();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<Editing>();
  const smallScreen = useSmallScreen();

  const close = () => {
    setEditing(undefined);
    change.reset();
  };
  /** Makes the change; a refusal is thrown to the name dialog, which shows it under the name. */
  const save = async (run: Parameters<typeof change.mutateAsync>[0], done: string) => {
    await change.mutateAsync(run);
    close();
    showToast(done, 'success');
  };
  /** Deletes after the confirmation; a failure is said in a toast, as the dialog has no field. */
  const remove = (run: Parameters<typeof change.mutate>[0]) =>
    change.mutate(run, {
      onSuccess: () => {
        close();
        showToast(messages.savedSearchDeleted, 'success');
      },
      onError: (failure) => showToast(messageOf(failure, messages.internal), 'error'),
    });
  const pick = (search: SavedSearch) =>
    navigate(savedSearchHref(viewUuid, search.state), { state: savedSearchLinkState(search.name) });

  const searches = list.data ?? [];
  return (
    <>
      <Menu position="bottom-end" withinPortal width={280} defaultOpened={openAtStart}>
        <Menu.Target>
          <SavedSearchTrigger smallScreen={smallScreen} />
        </Menu.Target>
        <Menu.Dropdown>
          {searches.length === 0 && (
            <Text fz="sm" c="dimmed" px="sm" py={6}>
              {messages.savedSearchNone}
            </Text>
          )}
          {searches.map((search) => (
            <Group key={search.uuid} gap={2} wrap="nowrap">
              <Menu.Item onClick={() => pick(search)} style={{ flex: 1, minWidth: 0 }}>
                <Text fz="sm" truncate>
                  {search.name}
                </Text>
              </Menu.Item>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`${messages.savedSearchRename} ${search.name}`}
                onClick={() => setEditing({ kind: 'rename', search })}
              >
                <Pencil size={15} aria-hidden="true" />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`${messages.savedSearchDelete} ${search.name}`}
                onClick={() => setEditing({ kind: 'delete', search })}
              >
                <Trash2 size={15} aria-hidden="true" />
              </ActionIcon>
            </Group>
          ))}
          <Menu.Divider />
          <Menu.Item onClick={() => setEditing({ kind: 'create' })}>
            {messages.savedSearchSaveCurrent}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Suspense fallback={null}>
        {editing?.kind === 'create' && (
          <SavedSearchNameDialog
            title={messages.savedSearchSaveTitle}
            initialName=""
            onClose={close}
            onSave={(name) =>
              save(
                { kind: 'create', body: { name, state: addressState(address) } },
                messages.savedSearchSaved,
              )
            }
          />
        )}
        {editing?.kind === 'rename' && (
          <SavedSearchNameDialog
            title={messages.savedSearchRenameTitle}
            initialName={editing.search.name}
            onClose={close}
            onSave={(name) =>
              save({ kind: 'rename', uuid: editing.search.uuid, name }, messages.savedSearchRenamed)
            }
          />
        )}
      </Suspense>
      <ConfirmDialog
        opened={editing?.kind === 'delete'}
        title={messages.savedSearchDeleteTitle}
        text={
          editing?.kind === 'delete' ? `${messages.savedSearchDeleteQuestion} "${editing.search.name}"?` : ''
        }
        confirmLabel={messages.savedSearchDelete}
        onClose={close}
        onConfirm={() => editing?.kind === 'delete' && remove({ kind: 'delete', uuid: editing.search.uuid })}
      />
    </>
  );
}
