import type { Config } from '../config.ts';

/** Where a URL points, without its credentials. */
function place(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return 'an unreadable URL';
  }
}

/** The start-up lines an operator needs: which database, Redis and mail the portal uses. */
export function describeServices(config: Config, migrated: string[]): string[] {
  const lines = [
    config.databaseUrl
      ? `Database: PostgreSQL at ${place(config.databaseUrl)}`
      : `Database: SQLite in ${config.dataDir}`,
    migrated.length ? `Database migrated: ${migrated.join(', ')}` : 'Database schema is up to date',
    config.redisUrl
      ? `Redis: ${place(config.redisUrl)} (keys under ${config.redisKeyPrefix}), shared with other instances`
      : 'Redis: not configured; caches and limits are in this process only',
    config.smtpUrl ? `Mail: SMTP at ${place(config.smtpUrl)}` : `Mail: written to ${config.dataDir}/outbox`,
  ];
  if (config.metricsToken) lines.push('Metrics: /metrics (bearer token required)');
  return lines;
}
