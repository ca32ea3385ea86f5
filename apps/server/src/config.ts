import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultExportMaxRows } from '@portal/contracts';
import { z } from 'zod';

/** The repository root, whatever the working directory. */
export const repositoryRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

/**
 * `.env` in the working directory, when there is one (npm start and the operations scripts run at
 * the repository root); variables already set win. Quietly absent otherwise, unlike node's flag.
 */
export function readEnvFile(): void {
  if (existsSync('.env')) process.loadEnvFile('.env');
}

const proxyNames = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyEntry = (entry: string) => {
  const [address, prefix] = entry.split('/');
  return proxyNames.has(entry) || (isIP(address) !== 0 && (prefix === undefined || /^\d{1,3}$/.test(prefix)));
};

/**
 * TRUST_PROXY: off (0, false), how many proxies stand in front (a hop count; 1 or true for one), or
 * the proxies' addresses and CIDRs. Either way the client's address is the one the nearest trusted
 * proxy saw, never what the client wrote into X-Forwarded-For itself.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, context): false | number | string[] => {
    const text = (value ?? '').trim().toLowerCase();
    if (text === '' || text === '0' || text === 'false') return false;
    if (text === 'true') return 1;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = entries.filter((entry) => !isProxyEntry(entry));
    if (bad.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `must be 0, a number of proxies, or proxy addresses and CIDRs (not: ${bad.join(', ')})`,
      });
      return z.NEVER;
    }
    return entries;
  });

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://portal.example.com' })
    .optional(),
  DATA_DIR: z.string().optional(),
  DATABASE_URL: z
    .string()
    .regex(
      /^(postgres|postgresql):\/\//,
      'must be a postgres:// URL (leave it unset for the embedded SQLite)',
    )
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Portal <no-reply@portal.local>'),
  APP_SECRET_KEY: z
    .string()
    .regex(
      /^[0-9a-fA-F]{64}$/,
      'must be 64 hexadecimal characters (32 bytes), e.g. from: openssl rand -hex 32',
    )
    .optional(),
  UPSTREAM_ALLOW: z.string().default(''),
  FRAME_ANCESTORS: z.string().default("'self'"),
  TRUST_PROXY: trustProxy,
  DEMO: z
    .enum(['0', '1', 'true', 'false', ''])
    .optional()
    .transform((value) => value === undefined || value === '' || value === '1' || value === 'true'),
  DEMO_UPSTREAM_HOST: z.string().default('127.0.0.2'),
  DEMO_UPSTREAM_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty'], { error: 'must be json or pretty' }).optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters (e.g. openssl rand -hex 16)').optional(),
  REDIS_KEY_PREFIX: z.string().default('portal:'),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .default(8 * 60),
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .positive()
    .default(7 * 24),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  PROXY_CALLS_PER_MINUTE: z.coerce.number().int().positive().default(600),
  PROXY_CALLS_IN_FLIGHT: z.coerce.number().int().positive().default(16),
  IMPORTS_PER_MINUTE: z.coerce.number().int().positive().default(10),
  AUDIT_RETENTION_DAYS: z.coerce.number().int().positive().max(36_500).default(365),
  EXPORT_MAX_ROWS: z.coerce.number().int().positive().default(defaultExportMaxRows),
  FIRST_SCREEN_WAIT_MS: z.coerce.number().int().nonnegative().max(10_000).default(600),
  FIRST_SCREEN_HOLD_MS: z.coerce.number().int().nonnegative().max(30_000).default(0),
  EXPORTS_PER_PERSON: z.coerce.number().int().positive().default(2),
  EXPORTS_RUNNING: z.coerce.number().int().positive().default(20),
  EXPORT_IDLE_SECONDS: z.coerce.number().int().positive().default(30),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  SHUTDOWN_DELAY_MS: z.coerce.number().int().nonnegative().default(2_000),
  UPSTREAM_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
});

export type Config = {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  appSecretKey: string | undefined;
  upstreamAllow: string[];
  frameAncestors: string;
  /** false, a hop count, or the addresses and CIDRs of the trusted proxies. */
  trustProxy: false | number | string[];
  demo: boolean;
  /** Where the demo's sample upstream listens: an address of its own, so the demo allows nothing else. */
  demoUpstream: { host: string; port: number };
  logLevel: string;
  /** Readable lines or one JSON object per line; unset: readable in a terminal, JSON otherwise. */
  logFormat: 'json' | 'pretty' | undefined;
  /** Bearer token that /metrics requires; unset: no /metrics at all. */
  metricsToken: string | undefined;
  /** Prefix of every Redis key, so that several portals (or tests) can share one Redis. */
  redisKeyPrefix: string;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  /** Sign-in, registration and password-reset calls allowed per client address and minute. */
  authRateLimitPerMinute: number;
  upstreamTimeoutMs: number;
  /** After SIGTERM, how long the instance goes on serving (not ready, closing each connection) before it stops listening. */
  shutdownDelayMs: number;
  upstreamMaxBytes: number;
  /** Proxy and endpoint-tester calls per user and instance: per minute and at once. */
  proxyCallsPerMinute: number;
  proxyCallsInFlight: number;
  /** OpenAPI imports one person may start per minute, counted across instances. */
  importsPerMinute: number;
  /** How long audit log entries are kept; older ones are pruned in the background. */
  auditRetentionDays: number;
  /** The most rows one CSV export of a search page holds. */
  exportMaxRows: number;
  /** CSV exports one person may have running at once, and all people together, per instance. */
  exportsPerPerson: number;
  exportsRunning: number;
  /** An export whose reader takes nothing for this long is ended. */
  exportIdleMs: number;
  /** Where the built web app is; absent in API-only tests. */
  webDist: string | undefined;
  /** The web app's module that renders a signed-in page's first screen (built beside it); absent: none rendered. */
  webRenderer: string | undefined;
  /** How long a page's first screen waits for its data before the HTML goes without it. */
  firstScreenWaitMs: number;
  /** How long after that the page is held open for the answers still coming (drawn again with them). */
  firstScreenHoldMs: number;
};

export class ConfigError extends Error {}

/** Reads and checks the environment; every bad variable gets its own line in one error. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (as in a copied .env.example) means the default.
  const given = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''));
  const parsed = environmentSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = env.DATA_DIR
    ? isAbsolute(env.DATA_DIR)
      ? env.DATA_DIR
      : resolve(repositoryRoot, env.DATA_DIR)
    : join(repositoryRoot, 'data');
  const webDist = join(repositoryRoot, 'apps/web/dist');
  const webRenderer = join(repositoryRoot, 'apps/web/dist-server/render-first-screen.js');
  return {
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    appSecretKey: env.APP_SECRET_KEY,
    upstreamAllow: env.UPSTREAM_ALLOW.split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    frameAncestors: env.FRAME_ANCESTORS,
    trustProxy: env.TRUST_PROXY,
    demo: env.DEMO,
    demoUpstream: { host: env.DEMO_UPSTREAM_HOST, port: env.DEMO_UPSTREAM_PORT },
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT,
    metricsToken: env.METRICS_TOKEN,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    sessionIdleMs: env.SESSION_IDLE_MINUTES * 60_000,
    sessionAbsoluteMs: env.SESSION_ABSOLUTE_HOURS * 3_600_000,
    authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    upstreamTimeoutMs: env.UPSTREAM_TIMEOUT_MS,
    shutdownDelayMs: env.SHUTDOWN_DELAY_MS,
    upstreamMaxBytes: env.UPSTREAM_MAX_BYTES,
    proxyCallsPerMinute: env.PROXY_CALLS_PER_MINUTE,
    proxyCallsInFlight: env.PROXY_CALLS_IN_FLIGHT,
    importsPerMinute: env.IMPORTS_PER_MINUTE,
    auditRetentionDays: env.AUDIT_RETENTION_DAYS,
    exportMaxRows: env.EXPORT_MAX_ROWS,
    exportsPerPerson: env.EXPORTS_PER_PERSON,
    exportsRunning: env.EXPORTS_RUNNING,
    exportIdleMs: env.EXPORT_IDLE_SECONDS * 1000,
    webDist: existsSync(join(webDist, 'index.html')) ? webDist : undefined,
    webRenderer: existsSync(webRenderer) ? webRenderer : undefined,
    firstScreenWaitMs: env.FIRST_SCREEN_WAIT_MS,
    firstScreenHoldMs: env.FIRST_SCREEN_HOLD_MS,
  };
}
