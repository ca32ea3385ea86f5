import { messages } from '@portal/contracts';
import { RateLimited } from '../../errors.ts';

export type ExportSlots = {
  /** Takes a place for one of the person's exports, or refuses with 429; call the answer to give it back. */
  take(userId: string): () => void;
  /** Exports running now, on this instance. */
  readonly running: number;
};

/** What a refused person waits before trying again: an export of a page or two ends in seconds. */
const personRetrySeconds = 10;
const instanceRetrySeconds = 30;

/**
 * Exports running at once, per person and on the instance (docs/SECURITY.md, hole 34). Each holds a
 * connection, a page of rows and an upstream's attention for as long as its reader reads, so they
 * are counted here, per instance, as the data calls running are (proxy-call-limits.ts): a count in
 * Redis would outlive an instance that stopped in the middle of one.
 */
export function createExportSlots(limits: { perPerson: number; running: number }): ExportSlots {
  const byPerson = new Map<string, number>();
  let running = 0;
  return {
    take(userId) {
      const mine = byPerson.get(userId) ?? 0;
      if (mine >= limits.perPerson) throw new RateLimited(messages.exportTooManyOfYours, personRetrySeconds);
      if (running >= limits.running)
        throw new RateLimited(messages.exportTooManyRunning, instanceRetrySeconds);
      byPerson.set(userId, mine + 1);
      running += 1;
      let given = false;
      return () => {
        if (given) return;
        given = true;
        running -= 1;
        const left = (byPerson.get(userId) ?? 1) - 1;
        if (left > 0) byPerson.set(userId, left);
        else byPerson.delete(userId);
      };
    },
    get running() {
      return running;
    },
  };
}
