import { type Reducer, useCallback, useEffect, useReducer, useRef } from 'react';

const storageKey = (wizard: string) => `portal.wizard-draft.${wizard}`;

/** The draft kept for this tab, or the initial state; errors are not kept (they are judged again). */
function readDraft<S extends { errors: object }>(wizard: string, initial: S): S {
  try {
    const saved = window.sessionStorage.getItem(storageKey(wizard));
    return saved ? { ...initial, ...(JSON.parse(saved) as Partial<S>), errors: {} } : initial;
  } catch {
    return initial;
  }
}

/**
 * A wizard's reducer whose state is kept in this tab's sessionStorage, so leaving for another screen
 * (Groups, Connections) and coming back finds every answer where it was. `clear` forgets it on 'Start
 * over' (what is answered next is kept again); `finish` forgets it once the page is created.
 */
export function useWizardDraft<S extends { errors: object }, A>(
  wizard: string,
  reducer: Reducer<S, A>,
  initial: S,
) {
  const [state, dispatch] = useReducer(reducer, initial, (first) => readDraft(wizard, first));
  const keeping = useRef(true);
  useEffect(() => {
    if (!keeping.current) return;
    try {
      window.sessionStorage.setItem(storageKey(wizard), JSON.stringify(state));
    } catch {
      // A full or refused storage only costs the draft.
    }
  }, [wizard, state]);
  const clear = useCallback(() => window.sessionStorage.removeItem(storageKey(wizard)), [wizard]);
  // After the creation the wizard still changes while it leaves (the refreshed list of taken names
  // arrives), and writing that would bring the created page's answers back on the next visit.
  const finish = useCallback(() => {
    keeping.current = false;
    window.sessionStorage.removeItem(storageKey(wizard));
  }, [wizard]);
  return { state, dispatch, clear, finish };
}
