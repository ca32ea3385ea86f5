import { createContext, useContext } from 'react';
import type { DetailPageState } from './use-detail-page-state';

export const DetailPageContext = createContext<DetailPageState | null>(null);

/**
 * The detail page's state for any part of the page: the view as shown (and edited in design
 * mode), the datasets' snapshot and engine, the design mode and the open design dialog.
 */
export function useDetailPage(): DetailPageState {
  const state = useContext(DetailPageContext);
  if (!state) throw new Error('useDetailPage is only available inside a detail page.');
  return state;
}
