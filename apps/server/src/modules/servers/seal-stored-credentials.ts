import { isCredentialHeader } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { SecretBox } from '../../crypto/secret-box.ts';
import type { Db } from '../../db/database.ts';
import { announceChange } from '../../db/watch-writes.ts';
import { readEndpointSettings, updateEndpointRow } from './endpoint-repository.ts';
import { sealedEntry } from './endpoint-secrets.ts';
import { needsSealing, sealServerHeaders } from './server-headers.ts';
import { readServerSettings } from './server-repository.ts';

/**
 * Seals what was stored in clear before fixed credential headers were credentials (docs/SECURITY.md,
 * hole 28): a rest server's fixed Authorization or API key header, an endpoint's credential header
 * saved without the secret mark; and drops the fixed headers that may not be set (Host, Cookie…),
 * which the proxy never sends. Runs once at start, before the instance serves (the key is needed,
 * which the migrations do not have); each row in its own transaction, announced like any change but
 * with no audit entry (nobody made it), so instances starting together only seal a row twice.
 * Answers how many rows it rewrote.
 */
export async function sealStoredCredentials(db: Db, box: SecretBox): Promise<number> {
  let rewritten = 0;
  const servers = await db
    .selectFrom('servers')
    .select(['id', 'account_id', 'settings'])
    .where(sql<boolean>`settings like ${'%"headers":{"%'}`)
    .execute();
  for (const row of servers) {
    const settings = readServerSettings(row);
    if (!needsSealing(settings)) continue;
    const sealed = { ...settings, ...sealServerHeaders(box, row.id, undefined, settings, false) };
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('servers')
        .set({ settings: JSON.stringify(sealed) })
        .where('id', '=', row.id)
        .where('settings', '=', row.settings)
        .execute();
      await announceChange(trx, row.account_id);
    });
    rewritten += 1;
  }
  const endpoints = await db
    .selectFrom('endpoints')
    .select(['id', 'account_id', 'name', 'settings'])
    .where(sql<boolean>`settings like ${'%"headers":[{%'}`)
    .execute();
  for (const row of endpoints) {
    const settings = readEndpointSettings(row);
    const clear = settings.headers.filter((entry) => isCredentialHeader(entry.name) && entry.value);
    if (clear.length === 0) continue;
    const sealedHeaders = settings.headers.map((entry) =>
      isCredentialHeader(entry.name) && entry.value
        ? sealedEntry(box, row.id, 'headers', entry.name, entry.value)
        : entry,
    );
    await db.transaction().execute(async (trx) => {
      await updateEndpointRow(trx, row.account_id, row.id, {
        name: row.name,
        settings: JSON.stringify({ ...settings, headers: sealedHeaders }),
        updated_at: Date.now(),
      });
      await announceChange(trx, row.account_id);
    });
    rewritten += 1;
  }
  return rewritten;
}

/** Registers the pass at start: the instance is ready once nothing is left in clear. */
export function sealStoredCredentialsAtStart(app: FastifyInstance) {
  app.addHook('onReady', async () => {
    const rewritten = await sealStoredCredentials(app.db, app.secretBox);
    if (rewritten > 0) app.log.info({ rewritten }, 'credential headers stored in clear were sealed');
  });
}
