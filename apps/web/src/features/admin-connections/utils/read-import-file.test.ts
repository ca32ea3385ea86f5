import { messages } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { readImportFile } from './read-import-file';

describe('reading a chosen OpenAPI file', () => {
  it('gives its text, YAML as written', async () => {
    const yaml = 'openapi: 3.1.0\ninfo: {title: Shop, version: "1"}\npaths: {}\n';
    expect(await readImportFile(new File([yaml], 'shop.yaml'))).toEqual({ ok: true, text: yaml });
  });

  it('refuses a file larger than the portal reads, before sending it', async () => {
    const large = new File(['x'.repeat(1024 * 1024 + 1)], 'huge.json');
    expect(await readImportFile(large)).toEqual({ ok: false, message: messages.importFileTooLarge });
  });
});
