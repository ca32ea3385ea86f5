import { randomUUID } from 'node:crypto';
import type { Endpoint, Server } from '@portal/contracts';
import { expect } from 'vitest';
import { apiHeaders, type TestApp } from './test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One API call as the portal's pages make it; `cookie` undefined means signed out. */
export function callApi(
  test: TestApp,
  cookie: string | undefined,
  method: Method,
  url: string,
  payload?: object,
) {
  return test.app.inject({ method, url, headers: apiHeaders(cookie), ...(payload ? { payload } : {}) });
}

export async function addServer(test: TestApp, cookie: string, body: object = {}): Promise<Server> {
  const response = await callApi(test, cookie, 'POST', '/api/servers', {
    name: `Server ${randomUUID()}`,
    settings: { url: 'https://api.example.com/v1' },
    ...body,
  });
  if (response.statusCode !== 200) throw new Error(`adding a server failed: ${response.body}`);
  return response.json();
}

export async function addEndpoint(
  test: TestApp,
  cookie: string,
  serverId: string,
  body: object = {},
): Promise<Endpoint> {
  const response = await callApi(test, cookie, 'POST', `/api/servers/${serverId}/endpoints`, {
    name: `Endpoint ${randomUUID()}`,
    settings: { url: 'customers/$(id)', method: 'GET', response: 'record' },
    ...body,
  });
  if (response.statusCode !== 200) throw new Error(`adding an endpoint failed: ${response.body}`);
  return response.json();
}

export type RefusalCall = [
  cookie: string,
  method: 'POST' | 'PUT',
  url: string,
  body: object,
  message: string,
  /** The input of the body the refusal names, when it is about one. */
  field?: string,
];

/** The call is refused with 400, exactly SPEC.md's message and the input it is about. */
export async function expectValidationRefusal(
  test: TestApp,
  ...[cookie, method, url, body, message, field]: RefusalCall
) {
  const response = await callApi(test, cookie, method, url, body);
  expect(response.statusCode, JSON.stringify(body)).toBe(400);
  expect(response.json()).toEqual({ code: 'validation', message, ...(field === undefined ? {} : { field }) });
}

/** A name already taken: 409 with the conflict code and the field (DESIGN.md §3). */
export async function expectConflictRefusal(
  test: TestApp,
  ...[cookie, method, url, body, message, field]: RefusalCall
) {
  const response = await callApi(test, cookie, method, url, body);
  expect(response.statusCode, JSON.stringify(body)).toBe(409);
  expect(response.json()).toEqual({ code: 'conflict', message, ...(field === undefined ? {} : { field }) });
}
