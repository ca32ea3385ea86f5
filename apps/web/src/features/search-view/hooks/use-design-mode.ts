import type { SearchView } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { useSaveView } from '../../../lib/api/save-view';
import { useDesignOnArrival } from '../../../lib/design-on-arrival';
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
  const save = useSaveView<SearchView>();
  const dirty = useMemo(
    () =>
      JSON.stringify(content) !== JSON.stringify({ name: saved.name, metacontent: saved.metacontent }) ||
      JSON.stringify(metadata) !== JSON.stringify(saved.metadata),
    [content, metadata, saved],
  );

  const saveAndExit = () =>
    save.mutate(
      { read: saved, edits: { name: content.name, metacontent: content.metacontent, metadata } },
      {
        onSuccess: (next) => {
          setSaved(next);
          setContent({ name: next.name, metacontent: next.metacontent });
          setMetadata(next.metadata);
          setDesignMode(false);
        },
      },
    );

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
    saving: save.isPending,
  };
}
