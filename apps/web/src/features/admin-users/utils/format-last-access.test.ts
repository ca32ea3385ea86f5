import { describe, expect, it } from 'vitest';
import { formatLastAccess } from './format-last-access';

describe('the Last Access column', () => {
  it('says Never for a user who has not signed in yet', () => {
    expect(formatLastAccess(null)).toBe('Never');
  });

  it('shows the date and the time of the last request', () => {
    const text = formatLastAccess(Date.UTC(2024, 2, 5, 14, 30), 'en-GB');
    expect(text).toContain('2024');
    expect(text).toMatch(/\d{1,2}:\d{2}/);
  });
});
