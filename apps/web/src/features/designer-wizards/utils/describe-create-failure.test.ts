import { messages } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { describeCreateFailure, isNameTaken } from './describe-create-failure';

describe('a refused page creation', () => {
  it('is a taken name when the server answers a conflict about the name, whatever its words', () => {
    expect(isNameTaken(new ApiError(409, 'conflict', 'x', 'Ce nom est déjà pris', 'name'))).toBe(true);
  });

  it('is not a taken name for a refusal of another kind or field, even worded as one', () => {
    expect(isNameTaken(new ApiError(400, 'validation', 'x', messages.viewExists, 'name'))).toBe(false);
    expect(isNameTaken(new ApiError(409, 'conflict', 'x', messages.viewExists, 'title'))).toBe(false);
    expect(isNameTaken(new Error(messages.viewExists))).toBe(false);
  });

  it("says the server's refusal after SPEC.md's 'Error creating view', or that text alone", () => {
    const refusal = new ApiError(400, 'validation', 'x', 'No such field: price');
    expect(describeCreateFailure(refusal)).toBe(`${messages.errorCreatingView}: No such field: price`);
    expect(describeCreateFailure(new ApiError(500, 'internal', 'x', 'Something went wrong'))).toBe(
      messages.errorCreatingView,
    );
    expect(describeCreateFailure(new Error('offline'))).toBe(messages.errorCreatingView);
  });
});
