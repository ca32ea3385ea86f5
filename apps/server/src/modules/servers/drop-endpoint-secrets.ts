import type { Db } from '../../db/database.ts';
import { listEndpointRows, readEndpointSettings, updateEndpointRow } from './endpoint-repository.ts';
import { withoutSecretValues } from './endpoint-secrets.ts';

/**
 * Clears the secret values of a server's endpoints when the server's URL moves to another origin
 * (docs/SECURITY.md, hole 3): like the server's own credentials, they were given for the old host
 * and must be entered again for the new one. Run it in the transaction that moves the server.
 * Answers how many endpoints lost a value.
 */
export async function dropEndpointSecrets(db: Db, accountId: string, serverId: string): Promise<number> {
  let dropped = 0;
  for (const row of await listEndpointRows(db, accountId, serverId)) {
    const settings = withoutSecretValues(readEndpointSettings(row));
    if (!settings) continue;
    await updateEndpointRow(db, accountId, row.id, {
      name: row.name,
      settings: JSON.stringify(settings),
      updated_at: Date.now(),
    });
    dropped += 1;
  }
  return dropped;
}
