import { messages, type SearchView } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { messageOf } from '../../../lib/api-client';
import { useDesignOnArrival } from '../../../lib/design-on-arrival';
import { showToast } from '../../../lib/toasts';
import { viewQueryKey } from '../api/get-search-view';
import { saveSearchView } from '../api/save-search-view';
import type { ViewContent } from '../types';

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
  const [designMode, setDesignMode] = useState(useDesignOnArrival());
  const [saving, setSaving] = useState(false);
  const queryClient = useQueryClient();
  const dirty = useMemo(
    () => JSON.stringify(content) !== JSON.stringify({ name: saved.name, metacontent: saved.metacontent }),
    [content, saved],
  );

  const saveAndExit = async () => {
    setSaving(true);
    try {
      const answer = await saveSearchView({ ...saved, name: content.name, metacontent: content.metacontent });
      // The save answers the view alone: what its server can write stays as it was read.
      const next = { ...answer, ...(saved.capabilities ? { capabilities: saved.capabilities } : {}) };
      queryClient.setQueryData(viewQueryKey(next.uuid), next);
      setSaved(next);
      setContent({ name: next.name, metacontent: next.metacontent });
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
    metadata: saved.metadata,
    designMode,
    startDesign: () => setDesignMode(true),
    /** Leaves design mode and puts the saved view back on screen. */
    discardAndExit: () => {
      setContent({ name: saved.name, metacontent: saved.metacontent });
      setDesignMode(false);
    },
    /** The view on screen differs from the saved one. */
    dirty,
    saveAndExit,
    saving,
  };
}
