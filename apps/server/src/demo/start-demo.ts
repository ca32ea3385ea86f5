import { startSampleUpstream } from '@portal/sample-upstream';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { seedDemoAccount } from './seed-demo-account.ts';
import { seedDemoConnections } from './seed-demo-connections.ts';
import { seedDemoViews } from './seed-demo-views.ts';

/**
 * Starts the sample upstream and lets the proxy reach it. Runs before the app is built, because
 * the proxy reads its allow list once. The upstream listens on an address of its own, so allowing
 * it opens no other local service to tenants.
 */
export async function startDemoUpstream(config: Config) {
  const { host, port } = config.demoUpstream;
  const upstream = await startSampleUpstream({ host, port });
  config.upstreamAllow.push(host);
  return upstream;
}

/** On an empty database: the demo account, its admin, connections to the sample upstream and pages over them. */
export async function seedDemo(app: FastifyInstance, upstreamUrl: string): Promise<void> {
  const seeded = await seedDemoAccount(app);
  if (!seeded) return;
  const actor = { userId: seeded.userId, accountId: seeded.accountId, roles: seeded.roles, tokenHash: '' };
  const connections = await seedDemoConnections(app, actor, upstreamUrl);
  await seedDemoViews(app, actor, connections);
}
