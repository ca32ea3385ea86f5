import { messages, type SearchView } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { messageOf } from '../../../lib/api-client';
import { useDesignOnArrival } from '../../../lib/design-on-arrival';
import { showToast } from '../../../lib/toasts';
import { viewQueryKey } from '../api/get-search-view';
import { saveSearchView } from '../api/save-search-view';
import type { SearchMetadata, ViewContent } from '../types';

/**
 * The view as this screen holds it: what it shows (content, also edited in design mode) and the
 * saved version it was read at. 'Save & Exit' sends the whole view with that version.
 */
export function useDesignMode(view: SearchView, initialCustomFilters = view.metacontent.customFilters) {
  const [saved, setSaved] = useState(view);
  // The number filters start as the address sets them (see initial-view-state.ts).
  const [content, setContent] = useState<ViewContent>(() => ({
    name: view.name,
    metacontent: { ...view.metacontent, customFilters: initialCustomFilters },
  }));
  // The Pages screen's 'Design' opens the page in design mode.
  // The data source (server and endpoint) a designer may repoint, e.g. when its server was removed.
  const [metadata, setMetadata] = useState<SearchMetadata>(view.metadata);
  const [designMode, setDesignMode] = useState(useDesignOnArrival());
  const [saving, setSaving] = useState(false);
  const queryClient = useQueryClient();
  const dirty = useMemo(
    () =>
      JSON.stringify(content) !== JSON.stringify({ name: saved.name, metacontent: saved.metacontent }) ||
      JSON.stringify(metadata) !== JSON.stringify(saved.metadata),
    [content, metadata, saved],
  );

  const saveAndExit = async () => {
    setSaving(true);
    try {
      const answer = await saveSearchView({
        ...saved,
        name: content.name,
        metacontent: content.metacontent,
        metadata,
      });
      // The save answers the view alone: what its server can write stays as it was read.
      // (Another server's are read with the view next time; meanwhile everything is offered.)
      const sameServer = answer.metadata.server === saved.metadata.server;
      const capabilities = sameServer ? saved.capabilities : undefined;
      const next = { ...answer, ...(capabilities ? { capabilities } : {}) };
      queryClient.setQueryData(viewQueryKey(next.uuid), next);
      setSaved(next);
      setContent({ name: next.name, metacontent: next.metacontent });
      setMetadata(next.metadata);
      setDesignMode(false);
      showToast(messages.searchViewSaved, 'success');
    } catch (error) {
      // Design mode stays on, so the edits are not lost; a stale version says to reload (409).
      showToast(messageOf(error, messages.searchErrorSavingView), 'error');
    } finally {
      setSaving(false);
    }
  };

  return {
    content,
    setContent,
    /** The number filters as saved: the address holds them only when they differ. */
    savedCustomFilters: saved.metacontent.customFilters,
    /** The data source the rows come from: the saved one, or the one picked in design mode. */
    metadata,
    setMetadata,
    designMode,
    startDesign: () => setDesignMode(true),
    /** Leaves design mode and puts the saved view back on screen. */
    discardAndExit: () => {
      setContent({ name: saved.name, metacontent: saved.metacontent });
      setMetadata(saved.metadata);
      setDesignMode(false);
    },
    /** The view on screen differs from the saved one. */
    dirty,
    saveAndExit,
    saving,
  };
}
