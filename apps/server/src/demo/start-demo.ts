import { isIP } from 'node:net';
import { startSampleUpstream } from '@portal/sample-upstream';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { demoEmail, seedDemoAccount } from './seed-demo-account.ts';
import { seedDemoConnections } from './seed-demo-connections.ts';
import { seedDemoViews } from './seed-demo-views.ts';

/**
 * Starts the sample upstream and lets the proxy reach it. Runs before the app is built, because
 * the proxy reads its allow list once. Exactly its host and port are allowed: a portal listening on
 * every address answers on that loopback address too, and so may any other local service.
 */
export async function startDemoUpstream(config: Config) {
  const { host, port } = config.demoUpstream;
  const upstream = await startSampleUpstream({ host, port });
  const { port: listening } = new URL(upstream.url);
  config.upstreamAllow.push(`${isIP(host) === 6 ? `[${host}]` : host}:${listening || port}`);
  return upstream;
}

/**
 * On an empty database: the demo account, its admin, connections to the sample upstream and pages
 * over them. Answers the admin's sign-in, to be shown once, or nothing when the database had data.
 */
export async function seedDemo(
  app: FastifyInstance,
  upstreamUrl: string,
): Promise<{ email: string; password: string } | undefined> {
  const seeded = await seedDemoAccount(app);
  if (!seeded) return undefined;
  const actor = { userId: seeded.userId, accountId: seeded.accountId, roles: seeded.roles, tokenHash: '' };
  const connections = await seedDemoConnections(app, actor, upstreamUrl);
  await seedDemoViews(app, actor, connections);
  return { email: demoEmail, password: seeded.password };
}
