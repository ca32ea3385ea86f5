import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, readEnvFile } from './config.ts';

describe('configuration', () => {
  it('defaults to port 3000, the embedded database and a public URL on that port', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.dataDir.endsWith('data')).toBe(true);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).port).toBe(3000);
  });

  it('names every bad variable on a line of its own', () => {
    let message = '';
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', APP_SECRET_KEY: 'short' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    const lines = message.split('\n');
    expect(lines[0]).toBe('Invalid configuration:');
    expect(lines.some((line) => line.startsWith('  PORT:'))).toBe(true);
    expect(lines.some((line) => line.includes('DATABASE_URL: must be a postgres:// URL'))).toBe(true);
    expect(lines.some((line) => line.includes('APP_SECRET_KEY: must be 64 hexadecimal characters'))).toBe(
      true,
    );
  });

  it('splits UPSTREAM_ALLOW into hosts and CIDRs', () => {
    expect(loadConfig({ UPSTREAM_ALLOW: ' 127.0.0.1, 10.0.0.0/8 ,' }).upstreamAllow).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
    ]);
  });

  it('reads TRUST_PROXY as off, a number of proxies, or the proxies themselves', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,fd00::/8 , loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'fd00::/8',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example.com' })).toThrow(/TRUST_PROXY: must be 0/);
  });

  it('reads the log format, the metrics token and the Redis key prefix, and refuses bad ones', () => {
    const config = loadConfig({
      LOG_FORMAT: 'json',
      METRICS_TOKEN: 'a'.repeat(16),
      REDIS_KEY_PREFIX: 'eu1:',
    });
    expect(config.logFormat).toBe('json');
    expect(config.metricsToken).toBe('a'.repeat(16));
    expect(config.redisKeyPrefix).toBe('eu1:');
    expect(loadConfig({}).redisKeyPrefix).toBe('portal:');
    expect(() => loadConfig({ LOG_FORMAT: 'xml', METRICS_TOKEN: 'short' })).toThrow(
      /LOG_FORMAT: must be json or pretty\n {2}METRICS_TOKEN: must be at least 16 characters/,
    );
  });

  it('reads .env from the working directory when there is one, without overriding what is set', () => {
    const folder = mkdtempSync(join(tmpdir(), 'portal-env-'));
    const before = process.cwd();
    try {
      process.chdir(folder);
      readEnvFile();
      writeFileSync('.env', 'PORTAL_TEST_FROM_FILE=file\nPORTAL_TEST_ALREADY_SET=file\n');
      process.env.PORTAL_TEST_ALREADY_SET = 'environment';
      readEnvFile();
      expect(process.env.PORTAL_TEST_FROM_FILE).toBe('file');
      expect(process.env.PORTAL_TEST_ALREADY_SET).toBe('environment');
    } finally {
      process.chdir(before);
      delete process.env.PORTAL_TEST_FROM_FILE;
      delete process.env.PORTAL_TEST_ALREADY_SET;
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
