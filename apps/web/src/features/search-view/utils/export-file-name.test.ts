import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-file-name';

describe('the name an export is saved under', () => {
  it('takes the UTF-8 name the server encoded, with its accents and spaces', () => {
    const header = `attachment; filename="Caf_ 2025-01-31.csv"; filename*=UTF-8''Caf%C3%A9%20%28Z%C3%BCrich%29%202025-01-31.csv`;
    expect(exportFileName(header, 'export.csv')).toBe('Café (Zürich) 2025-01-31.csv');
  });

  it('falls back to the plain name, then to the fallback, and never keeps a folder', () => {
    expect(exportFileName('attachment; filename="Rows.csv"', 'export.csv')).toBe('Rows.csv');
    expect(exportFileName("attachment; filename*=UTF-8''..%2F..%2Fx.csv", 'export.csv')).toBe('.. .. x.csv');
    expect(exportFileName(null, 'export.csv')).toBe('export.csv');
  });
});
