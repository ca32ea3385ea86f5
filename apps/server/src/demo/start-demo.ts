import type { AppContext } from '../plugins/context.ts';
import { seedDemoAccount } from './seed-demo-account.ts';

/** With DEMO on: seeds the demo account on an empty database. Returns what must be closed at shutdown. */
export async function startDemo(context: AppContext): Promise<{ close(): Promise<void> }> {
  await seedDemoAccount(context);
  return { close: async () => {} };
}
