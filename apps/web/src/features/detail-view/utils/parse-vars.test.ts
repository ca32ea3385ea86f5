import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseVars } from './parse-vars';

describe('the vars parameter', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a JSON object of URL variables', () => {
    expect(parseVars('{"customerId":7,"region":"EU"}')).toEqual({ customerId: 7, region: 'EU' });
  });

  it('is empty when absent', () => {
    expect(parseVars(null)).toEqual({});
  });

  it('is logged as a warning, not an error, and ignored when it is not an object', () => {
    const errors = vi.spyOn(console, 'error');
    const log = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseVars('[1,2]')).toEqual({});
    expect(parseVars('{oops')).toEqual({});
    expect(log).toHaveBeenCalledTimes(2);
    expect(errors).not.toHaveBeenCalled();
  });
});
