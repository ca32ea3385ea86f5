import { describe, expect, it } from 'vitest';
import { carriesCredentialHeader, fixedOnlyHeaders, pickDeclared, safeHeaders } from './declared-entries.ts';

describe('declared params and headers', () => {
  it('never takes an inherited member for a declared name the caller did not send', () => {
    const declared = [{ name: 'constructor' }, { name: 'toString' }, { name: '__proto__' }];
    expect(pickDeclared(declared, { region: 'EU' })).toEqual([]);
    expect(pickDeclared(declared, JSON.parse('{"constructor": "c", "__proto__": "p"}'))).toEqual([
      ['constructor', 'c'],
      ['__proto__', 'p'],
    ]);
  });

  it('passes only declared names, with the fixed value winning over the caller', () => {
    const declared = [{ name: 'status', value: 'open' }, { name: 'region' }, { name: 'empty', value: '' }];
    const picked = pickDeclared(declared, { status: 'closed', region: 'EU', empty: 'x', other: 'smuggled' });
    expect(picked).toEqual([
      ['status', 'open'],
      ['region', 'EU'],
      ['empty', 'x'],
    ]);
  });

  it('leaves out a declared entry nobody gave a value', () => {
    expect(pickDeclared([{ name: 'region' }], {})).toEqual([]);
  });

  it('matches caller header names without regard to case', () => {
    expect(pickDeclared([{ name: 'X-Api-Version' }], { 'x-api-version': '3' }, { ignoreCase: true })).toEqual(
      [['X-Api-Version', '3']],
    );
  });

  it('never sends Host, Cookie, forwarding or hop-by-hop headers, even when declared', () => {
    const headers = safeHeaders([
      ['Host', 'evil.example'],
      ['Cookie', 'session=abc'],
      ['Proxy-Authorization', 'x'],
      ['Connection', 'close'],
      ['Transfer-Encoding', 'chunked'],
      ['X-Forwarded-For', '1.2.3.4'],
      ['X-Tenant', 'acme'],
      ['Authorization', 'Bearer documented'],
    ]);
    expect(headers).toEqual({ 'X-Tenant': 'acme', Authorization: 'Bearer documented' });
  });

  it('sends a credential header with its fixed value only, never one a caller gives', () => {
    const declared = [{ name: 'Authorization' }, { name: 'X-Api-Key', value: 'k-1' }, { name: 'X-Tenant' }];
    const given = { authorization: 'Bearer from a page', 'x-api-key': 'k-2', 'x-tenant': 'acme' };
    expect(pickDeclared(declared, given, fixedOnlyHeaders)).toEqual([
      ['X-Api-Key', 'k-1'],
      ['X-Tenant', 'acme'],
    ]);
    expect(carriesCredentialHeader({ 'x-tenant': 'acme' })).toBe(false);
    expect(carriesCredentialHeader({ 'x-api-key': 'k-1' })).toBe(true);
  });

  it('drops values with line breaks and invalid names', () => {
    expect(
      safeHeaders([
        ['X-A', 'ok\r\nInjected: yes'],
        ['Bad Name', 'v'],
        ['X-B', 'fine'],
      ]),
    ).toEqual({ 'X-B': 'fine' });
  });
});
