import { useLocation } from 'react-router';
import { useSessionUser } from './session';

/** Router state of a link that opens a page straight in design mode (the Pages screen's 'Design'). */
export const designOnArrival = { design: true } as const;

/**
 * Whether this page was opened to be designed: a link's state asked for it and the person may
 * design pages. Read once, as the page's design mode starts.
 */
export function useDesignOnArrival(): boolean {
  const { state } = useLocation();
  const user = useSessionUser();
  return (state as { design?: unknown } | null)?.design === true && user.abilities.designPages;
}
