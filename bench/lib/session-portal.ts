// B4's portal: the real app (session plugin, hooks, store) with two trivial routes added, one behind
// the session check and one without, in one process. Prints "listening PORT" and the session cookie.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { createContext } from '../../apps/server/src/bootstrap.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { hashToken, newToken } from '../../apps/server/src/crypto/tokens.ts';

const config = loadConfig({
  DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-bench-session-')),
  DEMO: '0',
  LOG_LEVEL: 'warn',
  PUBLIC_URL: 'http://127.0.0.1',
});
const context = await createContext(config);
const app = await buildApp({ ...context, logger: false });
const answer = { status: 'ok' };
app.get('/bench/plain', async () => answer);
app.get('/bench/session', { preHandler: app.authenticate }, async () => answer);

const accountId = randomUUID();
const userId = randomUUID();
const now = Date.now();
await context.db
  .insertInto('accounts')
  .values({ id: accountId, name: 'Bench', name_key: 'bench', created_at: now })
  .execute();
await context.db
  .insertInto('users')
  .values({
    id: userId,
    account_id: accountId,
    email: 'bench@example.com',
    first_name: 'Bench',
    last_name: 'User',
    password_hash: null,
    active: 1,
    roles: '["user"]',
    custom1: '',
    custom2: '',
    custom3: '',
    embed: 0,
    last_access: null,
    created_at: now,
  })
  .execute();
const token = newToken();
await context.db
  .insertInto('sessions')
  .values({
    token_hash: hashToken(token),
    user_id: userId,
    account_id: accountId,
    fingerprint: '',
    created_at: now,
    last_seen_at: now,
  })
  .execute();

await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`cookie ${app.sessions.cookieName}=${token}`);
console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
