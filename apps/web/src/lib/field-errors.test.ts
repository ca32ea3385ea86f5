import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { flatFieldErrors, formFieldOf, refusedFields, showRefusalInForm } from './field-errors';

const refusal = (status: number, code: string, message: string, field?: string) =>
  new ApiError(status, code, message, message, field);

describe('refusedFields', () => {
  const byPath = {
    name: 'name',
    'settings.url': 'url',
    'settings.rest': 'rest',
    'settings.rest.rows': 'rows',
  };

  it('puts a refusal under the field the server names, whatever its message says', () => {
    expect(
      refusedFields(refusal(409, 'conflict', 'A group with this name already exists.', 'name'), byPath),
    ).toEqual({ name: 'A group with this name already exists.' });
    expect(refusedFields(refusal(400, 'validation', 'Something new', 'settings.url'), byPath)).toEqual({
      url: 'Something new',
    });
  });

  it('reads a list of fields as fields named as in the body', () => {
    const refused = refusal(409, 'conflict', 'This email is already registered.', 'email');
    expect(refusedFields(refused, ['accountName', 'email'])).toEqual({
      email: 'This email is already registered.',
    });
    expect(refusedFields(refused, ['accountName'])).toBeUndefined();
  });

  it('places a refusal about a part of an input under the longest path that covers it', () => {
    expect(refusedFields(refusal(400, 'validation', 'Bad path', 'settings.rest.rows'), byPath)).toEqual({
      rows: 'Bad path',
    });
    expect(
      refusedFields(refusal(400, 'validation', 'Bad header', 'settings.rest.headers.0'), byPath),
    ).toEqual({
      rest: 'Bad header',
    });
    // A path is covered only whole: settings.urlx is not under settings.url.
    expect(refusedFields(refusal(400, 'validation', 'Other', 'settings.urlx'), byPath)).toBeUndefined();
  });

  it('leaves refusals without a field of the form, other codes, server failures and network errors to the caller', () => {
    expect(refusedFields(refusal(400, 'validation', 'Something else'), byPath)).toBeUndefined();
    expect(refusedFields(refusal(400, 'validation', 'Something else', 'email'), byPath)).toBeUndefined();
    expect(refusedFields(refusal(429, 'rate_limited', 'Too many requests', 'name'), byPath)).toBeUndefined();
    expect(refusedFields(refusal(500, 'internal', 'Failed', 'name'), byPath)).toBeUndefined();
    expect(refusedFields(new Error('offline'), byPath)).toBeUndefined();
  });
});

describe('formFieldOf', () => {
  it('finds the form field for the server field, or none', () => {
    expect(formFieldOf('settings.auth.tokenurl', { 'settings.auth.tokenurl': 'tokenurl' })).toBe('tokenurl');
    expect(formFieldOf('roles.0', ['roles'])).toBe('roles');
    expect(formFieldOf('rolesx', ['roles'])).toBeUndefined();
  });
});

describe('showRefusalInForm', () => {
  it("sets the refusal on the form's field and says it did", () => {
    const setError = vi.fn();
    const refused = refusal(400, 'validation', 'Please enter a valid Server URL', 'settings.url');
    expect(showRefusalInForm(refused, setError, { 'settings.url': 'url' }, true)).toBe(true);
    expect(setError).toHaveBeenCalledExactlyOnceWith(
      'url',
      { type: 'server', message: 'Please enter a valid Server URL' },
      { shouldFocus: true },
    );
  });

  it('leaves the form alone when the refusal names none of its fields', () => {
    const setError = vi.fn();
    expect(showRefusalInForm(refusal(409, 'conflict', 'Taken', 'email'), setError, ['name'])).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('flatFieldErrors', () => {
  it("names each message of a form's nested errors by its dotted path", () => {
    const errors = {
      name: { type: 'validation', message: 'Required' },
      auth: { username: { type: 'server', message: 'Username and password are required' } },
      rest: { query: { eq: { type: 'validation', message: 'Bad template' } } },
    };
    expect(flatFieldErrors(errors)).toEqual({
      name: 'Required',
      'auth.username': 'Username and password are required',
      'rest.query.eq': 'Bad template',
    });
  });
});
