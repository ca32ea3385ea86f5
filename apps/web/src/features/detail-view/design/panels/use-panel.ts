import type { DetailPanel } from '@portal/contracts';
import { useCallback } from 'react';
import { useDetailPage } from '../../hooks/detail-page-context';
import { useDesignEdits } from '../hooks/use-design-edits';

/** The panel at `index` of the view on screen, and edits of it (shown at once, saved by Save & Exit). */
export function usePanel<P extends DetailPanel>(index: number) {
  const page = useDetailPage();
  const { setMeta } = useDesignEdits();
  const panel = page.content.metacontent.panels[index] as P;
  const update = useCallback(
    (change: (panel: P) => P) =>
      setMeta((metacontent) => ({
        panels: metacontent.panels.map((other, at) => (at === index ? change(other as P) : other)),
      })),
    [setMeta, index],
  );
  const remove = useCallback(
    () => setMeta((metacontent) => ({ panels: metacontent.panels.filter((_, at) => at !== index) })),
    [setMeta, index],
  );
  return { panel, update, remove };
}
