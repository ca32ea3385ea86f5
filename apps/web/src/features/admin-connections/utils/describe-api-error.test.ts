import { messages } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { describeRefusal, describeServerUpdateError } from './describe-api-error';

const answered = (status: number, message = 'From the server') => new ApiError(status, 'x', message, message);

describe('error toasts of the connections admin', () => {
  it('adds the server message to the action on 400 only', () => {
    expect(describeRefusal(messages.errorCreatingServer, answered(400, 'Bad name'))).toBe(
      'Error creating server: Bad name',
    );
    expect(describeRefusal(messages.errorCreatingServer, answered(403))).toBe('Error creating server');
    expect(describeRefusal(messages.errorCreatingServer, new ApiError(0, 'network', 'x'))).toBe(
      'Error creating server',
    );
  });

  it('tells a missing answer, a 500 and other statuses apart on server update', () => {
    expect(describeServerUpdateError(new ApiError(0, 'network', 'x'))).toBe(
      messages.errorUpdatingServerNoResponse,
    );
    expect(describeServerUpdateError(new TypeError('x'))).toBe(messages.errorUpdatingServerNoResponse);
    expect(describeServerUpdateError(answered(500))).toBe(messages.errorUpdatingServerLater);
    expect(describeServerUpdateError(answered(400, 'Please enter a valid Server URL'))).toBe(
      'Please enter a valid Server URL',
    );
    expect(describeServerUpdateError(answered(404, 'Not found.'))).toBe('Not found.');
  });
});
