import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { hasFieldErrors, refusedFields, withoutFields } from './field-errors';

const refusal = (status: number, message: string) => new ApiError(status, 'conflict', message, message);

describe('refusedFields', () => {
  const byField = { name: ['A group with this name already exists.'], email: ['Invalid email'] };

  it('puts a refusal under the field its message concerns', () => {
    expect(refusedFields(refusal(409, 'A group with this name already exists.'), byField)).toEqual({
      name: 'A group with this name already exists.',
    });
  });

  it('matches a message that the server completes with details', () => {
    expect(refusedFields(refusal(400, 'Invalid email: not.an.address'), byField)).toEqual({
      email: 'Invalid email: not.an.address',
    });
  });

  it('leaves other refusals, server failures and network errors to the caller', () => {
    expect(refusedFields(refusal(400, 'Something else'), byField)).toBeUndefined();
    expect(refusedFields(refusal(500, 'Invalid email'), byField)).toBeUndefined();
    expect(refusedFields(new Error('offline'), byField)).toBeUndefined();
  });
});

describe('hasFieldErrors', () => {
  it('counts only fields that hold a text', () => {
    expect(hasFieldErrors({ name: undefined })).toBe(false);
    expect(hasFieldErrors({ name: undefined, url: 'Required' })).toBe(true);
  });
});

describe('withoutFields', () => {
  it('drops the errors of the edited fields and keeps the same object when none changes', () => {
    const errors = { name: 'Required', url: 'Required' };
    expect(withoutFields(errors, ['name'])).toEqual({ url: 'Required' });
    expect(withoutFields(errors, ['method'])).toBe(errors);
  });
});
