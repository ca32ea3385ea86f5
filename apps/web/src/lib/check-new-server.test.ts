import { messages, type Server } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { checkNewServer, newServerForm } from './check-new-server';

const existing = [{ name: 'Sales API' } as Server];

describe('checking a new server before it is sent', () => {
  it('marks each empty field', () => {
    expect(checkNewServer({ name: ' ', url: 'https://a.example/' }, existing)).toEqual({
      name: messages.allFieldsRequired,
      url: undefined,
    });
    expect(checkNewServer({ name: '', url: '' }, existing)).toEqual({
      name: messages.allFieldsRequired,
      url: messages.allFieldsRequired,
    });
  });

  it('needs an http or https URL', () => {
    expect(checkNewServer({ name: 'Billing', url: 'ftp://a.example' }, existing)).toEqual({
      url: messages.invalidServerUrl,
    });
    expect(checkNewServer({ name: 'Billing', url: 'not a url' }, existing).url).toBe(
      messages.invalidServerUrl,
    );
  });

  it('refuses a name already used, whatever its case, while also checking the URL', () => {
    expect(checkNewServer({ name: ' sales api ', url: 'nope' }, existing)).toEqual({
      name: messages.duplicateServerName,
      url: messages.invalidServerUrl,
    });
  });

  it('accepts a new name with a valid URL', () => {
    expect(checkNewServer({ name: 'Billing', url: 'https://billing.example/api' }, existing)).toEqual({});
  });
});

describe('the new-server form schema', () => {
  it('puts each problem under its field, as the check does', () => {
    const result = newServerForm(existing).safeParse({ name: 'sales api', url: 'ftp://a.example' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['url', messages.invalidServerUrl],
      ['name', messages.duplicateServerName],
    ]);
  });

  it('gives a valid input trimmed', () => {
    expect(
      newServerForm(existing).parse({ name: ' Billing ', url: ' https://billing.example/api ' }),
    ).toEqual({
      name: 'Billing',
      url: 'https://billing.example/api',
    });
  });
});
