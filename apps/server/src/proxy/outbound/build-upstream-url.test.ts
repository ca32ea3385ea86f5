import { messages } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { appendQuery, buildUpstreamUrl } from './build-upstream-url.ts';

const server = 'https://api.example.com/base/v1/';

describe('upstream URLs', () => {
  it('takes a variable named like an object member only from the values given', () => {
    for (const name of ['constructor', 'toString', '__proto__']) {
      expect(() => buildUpstreamUrl(server, `customers/$(${name})`, { id: 1 }), name).toThrow(
        `${messages.urlVariableMissing} ${name}`,
      );
    }
    const url = buildUpstreamUrl(server, 'customers/$(constructor)?s=$(toString)', {
      constructor: 7,
      toString: 'x',
    } as Record<string, unknown>);
    expect(url.pathname).toBe('/base/v1/customers/7');
    expect(url.search).toBe('?s=x');
  });

  it('appends the endpoint URL to the server URL and fills $(name) variables', () => {
    const url = buildUpstreamUrl(server, '/customers/$(id)/orders?status=$(status)', {
      id: 42,
      status: 'open & new',
    });
    expect(url.href).toBe('https://api.example.com/base/v1/customers/42/orders?status=open%20%26%20new');
  });

  it.each([
    '../',
    '..',
    '.',
    '@evil',
    '//evil',
    'http://evil',
    '%0d%0a',
    '?&#',
    '..%2f..%2f',
    'a/../../b',
    '\\..\\',
  ])('keeps %j inside its own path segment and the request at the configured origin', (value) => {
    let url: URL;
    try {
      url = buildUpstreamUrl(server, 'customers/$(id)/orders', { id: value });
    } catch (error) {
      // Only a value that would become a dot segment is refused rather than encoded.
      expect((error as Error).message).toBe(messages.upstreamUrlEscapes);
      expect(['..', '.']).toContain(value);
      return;
    }
    expect(url.origin).toBe('https://api.example.com');
    const segments = url.pathname.split('/');
    expect(segments.slice(0, 4)).toEqual(['', 'base', 'v1', 'customers']);
    expect(segments).toHaveLength(6);
    expect(segments[5]).toBe('orders');
    expect(decodeURIComponent(segments[4])).toBe(value);
    expect(url.search).toBe('');
    expect(url.hash).toBe('');
  });

  it('refuses values that would climb out of the base path', () => {
    expect(() => buildUpstreamUrl(server, '$(a)/$(b)/x', { a: '..', b: '..' })).toThrow(
      messages.upstreamUrlEscapes,
    );
  });

  it('keeps a query-string variable inside its value', () => {
    const url = buildUpstreamUrl(server, 'search?q=$(q)', { q: 'a&admin=true#x' });
    expect([...url.searchParams]).toEqual([['q', 'a&admin=true#x']]);
  });

  it('refuses a variable without a value, naming it, in the path and in the query', () => {
    for (const value of [undefined, null, '', '  ']) {
      expect(() => buildUpstreamUrl(server, 'items/$(id)', { id: value })).toThrow(
        `${messages.urlVariableMissing} id`,
      );
    }
    expect(() => buildUpstreamUrl(server, 'items?q=$(q)', {})).toThrow(`${messages.urlVariableMissing} q`);
    expect(buildUpstreamUrl(server, 'items/$(id)', { id: 0 }).pathname).toBe('/base/v1/items/0');
  });

  it('appends query pairs with %20 for spaces and keeps existing ones', () => {
    const url = appendQuery(new URL('http://h/x?a=1'), [
      ['q', "upper(Name) LIKE '%O''NEIL 100\\%%'"],
      ['$top', '5'],
    ]);
    expect(url.search).toBe('?a=1&q=upper(Name)%20LIKE%20%27%25O%27%27NEIL%20100%5C%25%25%27&%24top=5');
    expect(url.searchParams.get('q')).toBe("upper(Name) LIKE '%O''NEIL 100\\%%'");
  });
});
