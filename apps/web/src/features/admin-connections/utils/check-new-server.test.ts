import { messages, type Server } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { checkNewServer } from './check-new-server';

const existing = [{ name: 'Sales API' } as Server];

describe('checking a new server before it is sent', () => {
  it('needs both a name and a URL', () => {
    expect(checkNewServer({ name: ' ', url: 'https://a.example/' }, existing)).toBe(
      messages.allFieldsRequired,
    );
    expect(checkNewServer({ name: 'Billing', url: '' }, existing)).toBe(messages.allFieldsRequired);
  });

  it('needs an http or https URL', () => {
    expect(checkNewServer({ name: 'Billing', url: 'ftp://a.example' }, existing)).toBe(
      messages.invalidServerUrl,
    );
    expect(checkNewServer({ name: 'Billing', url: 'not a url' }, existing)).toBe(messages.invalidServerUrl);
  });

  it('refuses a name already used, whatever its case', () => {
    expect(checkNewServer({ name: ' sales api ', url: 'https://a.example' }, existing)).toBe(
      messages.duplicateServerName,
    );
  });

  it('accepts a new name with a valid URL', () => {
    expect(checkNewServer({ name: 'Billing', url: 'https://billing.example/api' }, existing)).toBeNull();
  });
});
