import { type DetailView, mainDatasetName } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useSaveView } from '../../../lib/api/save-view';
import { useDesignOnArrival } from '../../../lib/design-on-arrival';
import { cachedDatasetAnswer, createDatasetLoader, prefetchFirstPage } from '../api/fetch-dataset';
import { DatasetEngine } from '../engine/dataset-engine';
import type { PageVars } from '../engine/resolve-request';

/** The part of a detail view a designer edits and saves. */
export type DetailContent = Pick<DetailView, 'name' | 'metacontent' | 'metadata'>;

/** The design dialogs (issue 10 builds them); a panel's edit button opens the one of that panel. */
export type DesignDialog = 'title' | 'contextual' | 'dataSources' | 'panels' | { panel: number } | null;

/** The record a designer's page shows when it was opened without one: where it came from and its vars. */
export type SampleRecord = { vars: PageVars; from: 'first' | 'typed'; list?: string };

/** What the page shows under its header. */
export type PageMode = 'main' | 'details';

export type DetailPageState = ReturnType<typeof useDetailPageState>;

/**
 * One detail page's state: the view as shown (what design dialogs edit), the version it was read
 * at, its datasets' engine, and the design mode. Changing `content.metadata.datasets` reloads
 * exactly what the change touches. Parts of the page subscribe to the datasets they show
 * (`useDatasets`), so an answer redraws only them.
 */
export function useDetailPageState(view: DetailView, vars: PageVars) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(view);
  const [content, setContent] = useState<DetailContent>(() => ({
    name: view.name,
    metacontent: view.metacontent,
    metadata: view.metadata,
  }));
  // The Pages screen's 'Design' opens the page in design mode.
  const [designMode, setDesignMode] = useState(useDesignOnArrival());
  const [dialog, openDialog] = useState<DesignDialog>(null);
  const [mode, setMode] = useState<PageMode>('main');
  const [dataStoreOpen, setDataStoreOpen] = useState(false);
  // A page opened with no record is designed on a sample one: its vars stand in for the page's.
  const [sample, setSample] = useState<SampleRecord | null>(null);
  const shownVars = sample?.vars ?? vars;
  const { mutate: saveView, isPending: saving } = useSaveView<DetailView>();
  // Main is asked for while the page first renders, not after: its answer is on the critical path.
  const [engine] = useState(() => {
    const created = new DatasetEngine({
      view: view.uuid,
      datasets: view.metadata.datasets,
      vars,
      load: createDatasetLoader(queryClient),
      cached: (request) => cachedDatasetAnswer(queryClient, request),
      onListReady: (request) => prefetchFirstPage(queryClient, request),
    });
    created.start();
    return created;
  });
  const readMainStatus = () => engine.getSnapshot().datasets[mainDatasetName]?.status;
  const mainStatus = useSyncExternalStore(engine.subscribe, readMainStatus, readMainStatus);
  // The main record's data server answers each person as them, and this one must connect first.
  const readConnectTo = () => engine.getSnapshot().datasets[mainDatasetName]?.connectTo;
  const connectTo = useSyncExternalStore(engine.subscribe, readConnectTo, readConnectTo);

  useEffect(() => {
    engine.start();
    return () => engine.stop();
  }, [engine]);

  useEffect(() => {
    if (engine.getSnapshot().vars !== shownVars) engine.setVars(shownVars);
  }, [engine, shownVars]);

  useEffect(() => {
    if (engine.getSnapshot().definitions !== content.metadata.datasets)
      engine.setDatasets(content.metadata.datasets);
  }, [engine, content.metadata.datasets]);

  const savedContent = useMemo<DetailContent>(
    () => ({ name: saved.name, metacontent: saved.metacontent, metadata: saved.metadata }),
    [saved],
  );
  const dirty = useMemo(
    () => JSON.stringify(content) !== JSON.stringify(savedContent),
    [content, savedContent],
  );

  const saveAndExit = useCallback(
    () =>
      saveView(
        { read: saved, edits: content },
        {
          onSuccess: (next) => {
            setSaved(next);
            setContent({ name: next.name, metacontent: next.metacontent, metadata: next.metadata });
            setDesignMode(false);
            openDialog(null);
          },
        },
      ),
    [saved, content, saveView],
  );

  const startDesign = useCallback(() => setDesignMode(true), []);
  const discardAndExit = useCallback(() => {
    setContent(savedContent);
    openDialog(null);
    setDesignMode(false);
  }, [savedContent]);
  /** The main record could not be loaded (or its vars are missing): 'Record not found'. */
  const recordNotFound = mainStatus === undefined || mainStatus === 'failed' || mainStatus === 'unavailable';
  return useMemo(
    () => ({
      uuid: saved.uuid,
      saved,
      content,
      setContent,
      engine,
      /** The vars the page shows its record by: the page's own, or the sample's. */
      vars: shownVars,
      sample,
      /** Shows a sample record (a designer's page opened without one); null goes back to the page's vars. */
      setSample,
      recordNotFound,
      connectTo,
      designMode,
      startDesign,
      /** The view on screen differs from the saved one (design edits not saved yet). */
      dirty,
      /** Leaves design mode with the saved view back on screen. */
      discardAndExit,
      saveAndExit,
      saving,
      dialog,
      openDialog,
      mode,
      setMode,
      dataStoreOpen,
      setDataStoreOpen,
    }),
    [
      saved,
      content,
      engine,
      shownVars,
      sample,
      recordNotFound,
      connectTo,
      designMode,
      startDesign,
      dirty,
      discardAndExit,
      saveAndExit,
      saving,
      dialog,
      mode,
      dataStoreOpen,
    ],
  );
}
