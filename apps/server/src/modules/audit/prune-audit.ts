import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deleteAuditEntriesBefore } from './audit-repository.ts';

const dayMs = 86_400_000;
/** Small batches keep each delete's locks short, so requests writing entries meanwhile never wait long. */
export const pruneBatch = 500;
const pruneEveryMs = 60 * 60_000;

/**
 * Deletes the entries older than the retention, batch after batch until none is left. Each batch is
 * its own statement; the loop yields between them.
 */
export async function pruneAudit(app: FastifyInstance, now = Date.now()): Promise<number> {
  const cutoff = now - app.config.auditRetentionDays * dayMs;
  let total = 0;
  for (;;) {
    const deleted = await deleteAuditEntriesBefore(app.db, cutoff, pruneBatch);
    total += deleted;
    if (deleted < pruneBatch) return total;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Prunes the audit log on a timer, off the request path: shortly after start and then hourly. A run
 * that fails (the database is away) is logged and tried again at the next tick.
 */
async function auditRetentionPlugin(app: FastifyInstance) {
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = pruneAudit(app)
      .then((deleted) => {
        if (deleted > 0) app.log.info({ deleted }, 'audit log entries past their retention deleted');
      })
      .catch((error) => app.log.warn({ err: error }, 'audit log pruning failed; trying again later'))
      .finally(() => {
        running = undefined;
      });
  };
  let first: NodeJS.Timeout | undefined;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    first = setTimeout(tick, 10_000).unref();
    timer = setInterval(tick, pruneEveryMs).unref();
  });
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  });
}

export default fp(auditRetentionPlugin, { name: 'audit-retention', dependencies: ['context'] });
