import { describe, expect, it } from 'vitest';
import { checkJsonText } from './check-json-text.ts';

describe('the scan of a JSON body before it is parsed', () => {
  it('finds a NUL character written as an escape, in values and in keys', () => {
    expect(checkJsonText('{"name":"a\\u0000b"}')).toBe('nul');
    expect(checkJsonText('{"a\\u0000":1}')).toBe('nul');
  });

  it('does not mistake an escaped backslash followed by u0000 for a NUL', () => {
    expect(checkJsonText('{"path":"C:\\\\u0000"}')).toBeUndefined();
    expect(checkJsonText('{"quote":"\\"u0000"}')).toBeUndefined();
  });

  it('counts nesting outside strings only, up to the cap', () => {
    expect(checkJsonText(`${'['.repeat(64)}${']'.repeat(64)}`)).toBeUndefined();
    expect(checkJsonText(`${'['.repeat(65)}${']'.repeat(65)}`)).toBe('too_deep');
    expect(checkJsonText(`{"text":"${'['.repeat(500)}"}`)).toBeUndefined();
    expect(checkJsonText(`${'{"a":'.repeat(100)}1${'}'.repeat(100)}`)).toBe('too_deep');
  });
});
