import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The picked group lives in the address (?group=), so a reload or a shared link keeps it. */
export function useSelectedGroup() {
  const [params, setParams] = useSearchParams();
  const selected = params.get('group');
  const select = useCallback(
    (groupUuid: string | null) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (groupUuid) next.set('group', groupUuid);
          else next.delete('group');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [selected, select] as const;
}
