import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';

/** GET /api/ready's answer, 200 when ready and 503 otherwise. */
export const readiness = z.object({
  status: z.enum(['ready', 'unavailable', 'stopping']),
  database: z.enum(['ok', 'unreachable']),
  redis: z.enum(['ok', 'unreachable', 'not configured']),
});
export type Readiness = z.infer<typeof readiness>;

/** A check that does not answer within this time counts as failed: a load balancer must not wait. */
const checkTimeoutMs = 2_000;

async function answers(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), checkTimeoutMs);
  });
  try {
    return await Promise.race([check().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Whether this instance can serve: its database and (when configured) Redis answer. */
export async function checkReadiness(app: FastifyInstance): Promise<Readiness> {
  const { redis } = app.store;
  const [database, redisAnswers] = await Promise.all([
    answers(() => sql`select 1`.execute(app.db)),
    redis ? answers(() => redis.ping()) : Promise.resolve(undefined),
  ]);
  const redisState = redisAnswers === undefined ? 'not configured' : redisAnswers ? 'ok' : 'unreachable';
  const serves = database && redisAnswers !== false;
  return {
    // Stopping (SIGTERM): a balancer sends nothing new here while the instance still serves.
    status: app.draining.active ? 'stopping' : serves ? 'ready' : 'unavailable',
    database: database ? 'ok' : 'unreachable',
    redis: redisState,
  };
}
