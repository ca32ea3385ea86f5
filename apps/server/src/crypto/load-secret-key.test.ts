import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSecretKey } from './load-secret-key.ts';

describe('loading the secret key', () => {
  const folders: string[] = [];
  const freshDir = () => {
    const folder = mkdtempSync(join(tmpdir(), 'portal-key-'));
    folders.push(folder);
    return join(folder, 'data');
  };
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('uses APP_SECRET_KEY when set and writes no file', () => {
    const dataDir = freshDir();
    const hex = 'ab'.repeat(32);
    expect(loadSecretKey({ appSecretKey: hex, dataDir }).toString('hex')).toBe(hex);
    expect(() => statSync(join(dataDir, 'secret.key'))).toThrow();
  });

  it('generates a key readable by the owner only on first start and reuses it afterwards', () => {
    const dataDir = freshDir();
    const first = loadSecretKey({ appSecretKey: undefined, dataDir });
    expect(first).toHaveLength(32);
    expect(statSync(join(dataDir, 'secret.key')).mode & 0o777).toBe(0o600);
    expect(loadSecretKey({ appSecretKey: undefined, dataDir }).equals(first)).toBe(true);
  });

  it('refuses a key file that does not hold 64 hexadecimal characters', () => {
    const dataDir = freshDir();
    loadSecretKey({ appSecretKey: undefined, dataDir });
    writeFileSync(join(dataDir, 'secret.key'), 'short\n');
    expect(() => loadSecretKey({ appSecretKey: undefined, dataDir })).toThrow('64 hexadecimal characters');
  });
});
