import { type Endpoint, messages } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { buildTestBody, emptyTestInputs, missingUrlVariables } from './build-test-body';

const endpoint: Endpoint = {
  uuid: 'e1',
  name: 'Orders',
  serverUuid: 's1',
  settings: {
    url: 'customers/$(id)/orders',
    method: 'POST',
    response: 'list',
    params: [{ name: 'status' }, { name: 'region', value: 'EU' }],
    bodyParams: [{ name: 'note' }],
    headers: [{ name: 'X-Trace' }],
  },
};

describe('the tester request', () => {
  it('sends one value per URL variable and open entry, leaving blanks and fixed entries out', () => {
    const inputs = emptyTestInputs();
    inputs.urlVariables = { id: '7', other: 'ignored' };
    inputs.params = { status: 'open', region: 'US' };
    inputs.bodyParams = { note: '' };
    inputs.headers = { 'X-Trace': 'abc' };
    expect(buildTestBody(endpoint, inputs)).toEqual({
      urlVariables: { id: '7' },
      params: { status: 'open' },
      bodyParams: {},
      headers: { 'X-Trace': 'abc' },
    });
  });
});

describe('the URL variables of a test', () => {
  it('are all required, blanks included', () => {
    const inputs = { ...emptyTestInputs(), urlVariables: { id: ' ' } };
    expect(missingUrlVariables(endpoint, inputs)).toEqual({ id: messages.required });
    expect(missingUrlVariables(endpoint, { ...inputs, urlVariables: { id: '7' } })).toEqual({});
  });
});
