import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { createSecretBox } from '../crypto/secret-box.ts';

describe("the application's secret box", () => {
  it('seals with APP_SECRET_KEY when it is set', async () => {
    const hex = '0f'.repeat(32);
    const test = await createTestApp({ APP_SECRET_KEY: hex });
    try {
      const sealed = test.app.secretBox.seal('Known-Secret', 'server:1');
      expect(createSecretBox(Buffer.from(hex, 'hex')).open(sealed, 'server:1')).toBe('Known-Secret');
    } finally {
      await test.close();
    }
  });

  it('otherwise seals with the key it generated into the data folder', async () => {
    const test = await createTestApp();
    try {
      const path = join(test.dataDir, 'secret.key');
      expect(statSync(path).mode & 0o777).toBe(0o600);
      const key = Buffer.from(readFileSync(path, 'utf8').trim(), 'hex');
      const sealed = test.app.secretBox.seal('Known-Secret', 'server:1');
      expect(createSecretBox(key).open(sealed, 'server:1')).toBe('Known-Secret');
    } finally {
      await test.close();
    }
  });
});
