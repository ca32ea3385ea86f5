import type { DetailMetacontent, DetailMetadata } from '@portal/contracts';
import { useCallback } from 'react';
import { useDetailPage } from '../../hooks/detail-page-context';

/** Edits of the view on screen: each shows at once and stays unsaved until Save & Exit. */
export function useDesignEdits() {
  const { setContent } = useDetailPage();
  const setMeta = useCallback(
    (change: (metacontent: DetailMetacontent) => Partial<DetailMetacontent>) =>
      setContent((current) => ({
        ...current,
        metacontent: { ...current.metacontent, ...change(current.metacontent) },
      })),
    [setContent],
  );
  const setMetadata = useCallback(
    (change: (metadata: DetailMetadata) => Partial<DetailMetadata>) =>
      setContent((current) => ({
        ...current,
        metadata: { ...current.metadata, ...change(current.metadata) },
      })),
    [setContent],
  );
  const setName = useCallback(
    (name: string) => setContent((current) => ({ ...current, name })),
    [setContent],
  );
  return { setMeta, setMetadata, setName };
}
