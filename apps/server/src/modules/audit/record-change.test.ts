import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// A change is one call (recordChange): a file that announces changes itself (announceChange) and
// also writes audit entries (recordAudit) is doing by two calls what one does, and the next change
// written there may remember only one of them.
const src = new URL('../../', import.meta.url);
const helpers = ['modules/audit/record-change.ts', 'modules/audit/record-audit.ts', 'db/watch-writes.ts'];

function sourceFiles(folder: URL, prefix = ''): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return sourceFiles(new URL(`${entry.name}/`, folder), `${prefix}${entry.name}/`);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [`${prefix}${entry.name}`] : [];
  });
}

const calls = (text: string, name: string) => new RegExp(String.raw`\b${name}\(`).test(text);

describe('a change and its audit entry', () => {
  const files = sourceFiles(src).filter((file) => !helpers.includes(file));
  const texts = new Map(files.map((file) => [file, readFileSync(new URL(file, src), 'utf8')]));

  it('are written by one call wherever both are made', () => {
    const both = files.filter(
      (file) => calls(texts.get(file)!, 'announceChange') && calls(texts.get(file)!, 'recordAudit'),
    );
    expect(both).toEqual([]);
  });

  it('is the way the services record their changes', () => {
    const recording = files.filter((file) => calls(texts.get(file)!, 'recordChange'));
    expect(recording).toEqual(
      expect.arrayContaining(['modules/users/create-user.ts', 'modules/views/update-view.ts']),
    );
  });
});
