import { describe, expect, it } from 'vitest';
import { credentialOriginsChanged } from './credential-origins.ts';

describe('whether stored secrets would go to another host', () => {
  const before = { url: 'https://erp.example.com/api/', tokenurl: 'https://login.example.com/token' };

  it('is false for another path, another token path or the same URL spelled with a default port', () => {
    expect(credentialOriginsChanged(before, { ...before, url: 'https://erp.example.com/v2/' })).toBe(false);
    expect(credentialOriginsChanged(before, { ...before, tokenurl: 'https://login.example.com/o/t' })).toBe(
      false,
    );
    expect(credentialOriginsChanged(before, { ...before, url: 'https://ERP.example.com:443/api/' })).toBe(
      false,
    );
  });

  it('is true for another host, port or scheme of the server or of the token URL', () => {
    for (const url of [
      'https://evil.example/api/',
      'https://erp.example.com:8443/api/',
      'http://erp.example.com/api/',
    ]) {
      expect(credentialOriginsChanged(before, { ...before, url }), url).toBe(true);
    }
    expect(credentialOriginsChanged(before, { ...before, tokenurl: 'https://evil.example/token' })).toBe(
      true,
    );
    expect(credentialOriginsChanged({ url: before.url }, before)).toBe(true);
  });

  it('resolves a relative token URL against the server URL, so moving the server moves it too', () => {
    const relative = { url: 'https://erp.example.com/api/', tokenurl: '/oauth/token' };
    expect(credentialOriginsChanged(relative, { ...relative, url: 'https://evil.example/api/' })).toBe(true);
    expect(
      credentialOriginsChanged(relative, { ...relative, tokenurl: 'https://erp.example.com/oauth/token' }),
    ).toBe(false);
  });
});
