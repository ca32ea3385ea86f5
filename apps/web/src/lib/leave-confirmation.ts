/**
 * Lets actions that leave the page without a link (logging out) ask first when a page holds unsaved
 * design edits: the page registers how to ask, the action awaits the answer.
 */
type Asker = () => Promise<boolean>;

let asker: Asker | null = null;

/** Registers how to ask while there are unsaved edits; the returned function unregisters it. */
export function registerLeaveAsker(ask: Asker): () => void {
  asker = ask;
  return () => {
    if (asker === ask) asker = null;
  };
}

/** Whether the user may leave now: true at once when nothing is unsaved, else their answer. */
export function confirmLeave(): Promise<boolean> {
  return asker ? asker() : Promise.resolve(true);
}
