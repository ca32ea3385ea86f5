import { describe, expect, it } from 'vitest';
import { redactLinkTokens } from './redact-link-tokens.ts';

describe('request URLs in the log', () => {
  it('hide the token of the activation and reset screens, however spelled', () => {
    for (const url of ['/activate/abc', '/%61ctivate/abc?x=1', '//activate/abc', '/ACTIVATE/abc']) {
      expect(redactLinkTokens(url)).toBe('/activate/[redacted]');
    }
    expect(redactLinkTokens('/resetpassword/abc')).toBe('/resetpassword/[redacted]');
    expect(redactLinkTokens('/%E0%A4%A/resetpassword')).toBe('/%E0%A4%A/resetpassword');
  });

  it('hide the code and state of a callback: single sign-on’s and a data server’s authorization', () => {
    for (const url of [
      '/api/sso/callback?code=abc&state=xyz',
      '/api/%73so/callback?code=abc',
      '//api/sso/callback/?code=abc',
      '/api/servers/oauth/callback?code=abc&state=def',
      '/API//servers/oauth/callback/?code=abc',
    ]) {
      expect(redactLinkTokens(url)).toBe(`${url.split('?')[0]}?[redacted]`);
    }
  });

  it('leave every other URL as it is', () => {
    for (const url of [
      '/api/users?x=1',
      '/user/search/123',
      '/activated',
      '/',
      '/api/sso/start?email=a%40b.test',
    ]) {
      expect(redactLinkTokens(url)).toBe(url);
    }
  });
});
