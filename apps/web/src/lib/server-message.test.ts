import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { serverMessageFor } from './server-message';

describe('serverMessageFor', () => {
  const refused = new ApiError(400, 'validation', 'Invalid email', 'Invalid email');

  it('shows the server message for a listed status', () => {
    expect(serverMessageFor(refused, [400], 'Error creating user')).toBe('Invalid email');
  });

  it('shows the fixed text for any other status, a body without a message or a network failure', () => {
    const crashed = new ApiError(500, 'internal', 'Something went wrong', 'Something went wrong');
    expect(serverMessageFor(crashed, [400], 'Error creating user')).toBe('Error creating user');
    expect(serverMessageFor(new ApiError(400, 'http', 'Request failed'), [400], 'Error')).toBe('Error');
    expect(serverMessageFor(new TypeError('offline'), [400, 404], 'Error')).toBe('Error');
  });
});
