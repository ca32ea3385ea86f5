import { messages } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { describeProxyFailure } from './describe-proxy-failure';

describe('a failed sample read, as the wizards say it', () => {
  it("gives the server's message when it sent one", () => {
    const said = `${messages.upstreamFailed} (500): Database is down`;
    expect(describeProxyFailure(new ApiError(502, 'upstream', said, said))).toBe(said);
  });

  it('gives the raw HTTP status when the answer carried no message', () => {
    const error = new ApiError(502, 'http', 'Request failed with status 502.');
    expect(describeProxyFailure(error)).toBe(`${messages.wizardHttpStatus} 502`);
  });

  it('says the server could not be reached when nothing answered', () => {
    const error = new ApiError(0, 'network', 'The server could not be reached.');
    expect(describeProxyFailure(error)).toBe('The server could not be reached.');
  });

  it('falls back to the no-data text for anything else', () => {
    expect(describeProxyFailure(new Error('boom'))).toBe(messages.wizardNoData);
  });
});
