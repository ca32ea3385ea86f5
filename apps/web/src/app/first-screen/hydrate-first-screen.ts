import { type FirstScreenState, firstScreenMarks } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { refusalError, setQueryRefused } from '../../lib/refused-query';
import { setRenderedEnvironment } from '../../lib/render-environment';

/**
 * Takes up the first screen the server rendered into the page (app/first-screen/render-first-screen):
 * the answers its render read go into the query cache, under the same keys and as fresh as the HTML,
 * and the display it was rendered for becomes the page's (lib/render-environment). False when the
 * page came without one (then the app renders alone).
 */
export function takeFirstScreen(queryClient: QueryClient): boolean {
  const element = document.getElementById(firstScreenMarks.state);
  if (!element?.textContent) return false;
  let state: FirstScreenState;
  try {
    state = JSON.parse(element.textContent) as FirstScreenState;
  } catch {
    return false;
  }
  element.remove();
  setRenderedEnvironment(state.environment);
  for (const entry of state.entries) {
    if ('refusal' in entry) setQueryRefused(queryClient, entry.key, refusalError(entry.refusal));
    else queryClient.setQueryData(entry.key, entry.data);
  }
  return true;
}

/** Whether the page came with its first screen (read before the app's code: nothing to fetch ahead). */
export const cameWithFirstScreen = (): boolean =>
  document.querySelector(`meta[name="${firstScreenMarks.meta}"]`) !== null;
