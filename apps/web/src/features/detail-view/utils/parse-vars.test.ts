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

  it('is logged and ignored when it is not an object', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseVars('[1,2]')).toEqual({});
    expect(parseVars('{oops')).toEqual({});
    expect(log).toHaveBeenCalledTimes(2);
  });
});
