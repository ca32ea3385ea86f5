import { describe, expect, it } from 'vitest';
import { buildExampleUrl } from './build-example-url';

const joined = (serverUrl: string, endpointUrl: string) =>
  buildExampleUrl(serverUrl, endpointUrl)
    .map((part) => part.text)
    .join('');

describe('the live example URL', () => {
  it('fills each $(var) with a sample and marks it', () => {
    const parts = buildExampleUrl('https://api.example/', 'customers/$(id)/orders/$(orderId)');
    expect(parts.filter((part) => part.variable).map((part) => part.variable)).toEqual(['id', 'orderId']);
    expect(joined('https://api.example/', 'customers/$(id)/orders/$(orderId)')).toBe(
      'https://api.example/customers/sample-id/orders/sample-orderId',
    );
  });

  it('drops the leading slash of the endpoint URL', () => {
    expect(joined('https://api.example/', '/customers')).toBe('https://api.example/customers');
  });

  it('shows the server URL alone while the endpoint URL is empty', () => {
    expect(joined('https://api.example/', '')).toBe('https://api.example/');
  });
});
