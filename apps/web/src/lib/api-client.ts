import { type ConnectionServer, connectionRequiredCode, type ErrorReply } from '@portal/contracts';
import createClient from 'openapi-fetch';
import { paths } from '../config/paths';
import { browserTargetStorage, rememberAfterLoginTarget } from './after-login-target';
import type { paths as ApiPaths } from './api/generated/api-paths';
import { buildRequestInit, type HttpMethod } from './api-request';
import { takeEarly } from './early-requests';

/**
 * A failed call. serverMessage is set only when the server answered with its {code, message} body;
 * field when that refusal is about one input (a dotted path into the body sent, e.g. email).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly serverMessage: string | undefined;
  readonly field: string | undefined;
  /** With code connection_required: the data server to connect to first (DESIGN.md §6d). */
  readonly server: ConnectionServer | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    serverMessage?: string,
    field?: string,
    server?: ConnectionServer,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.serverMessage = serverMessage;
    this.field = field;
    this.server = server;
  }
}

/** The data server a failed data call asks the person to connect to, when that is why it failed. */
export function connectionRequiredBy(error: unknown): ConnectionServer | undefined {
  return error instanceof ApiError && error.code === connectionRequiredCode ? error.server : undefined;
}

function serverOf(payload: ErrorReply): ConnectionServer | undefined {
  const { server } = payload as { server?: Partial<ConnectionServer> };
  return typeof server?.uuid === 'string' && typeof server.name === 'string'
    ? { uuid: server.uuid, name: server.name }
    : undefined;
}

/** A 401 of a data server the person must connect to first (DESIGN.md §6d): no ended session. */
async function asksToConnect(response: Response): Promise<boolean> {
  try {
    const payload: unknown = await response.clone().json();
    return isErrorReply(payload) && payload.code === connectionRequiredCode;
  } catch {
    return false;
  }
}

// A hand-written check rather than the contracts' zod schema keeps zod out of the main bundle.
function isErrorReply(payload: unknown): payload is ErrorReply {
  if (typeof payload !== 'object' || payload === null) return false;
  const { code, message } = payload as Record<string, unknown>;
  return typeof code === 'string' && typeof message === 'string';
}

function sendBrowserToLogin(): void {
  const login = paths.login.getHref();
  if (window.location.pathname === login) return;
  rememberAfterLoginTarget(browserTargetStorage(), window.location.pathname + window.location.search);
  window.location.assign(login);
}

/** Sends one request: an answer the early script already has, or a new one; a network failure is an ApiError. */
async function send(
  method: HttpMethod,
  path: string,
  init: () => RequestInit,
  body?: unknown,
): Promise<Response> {
  try {
    // The first screen's requests may already have been sent by the page's early script.
    return await (takeEarly(method, path, body) ?? fetch(path, init()));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network', 'The server could not be reached.');
  }
}

/** The error a refused answer stands for: the server's {code, message} when it sent one. */
function errorOf(response: Response, payload: unknown): ApiError {
  if (isErrorReply(payload)) {
    const field = typeof payload.field === 'string' ? payload.field : undefined;
    return new ApiError(
      response.status,
      payload.code,
      payload.message,
      payload.message,
      field,
      serverOf(payload),
    );
  }
  return new ApiError(response.status, 'http', `Request failed with status ${response.status}.`);
}

/**
 * What the typed clients send through: the early script's answers, the CSRF header, network
 * failures as ApiErrors, and (for the main client) a 401 sends the browser to /login, unless it asks
 * the person to connect to a data server first (the page offers that).
 */
function transport(redirectOnUnauthorized: boolean) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const path = url.pathname + url.search;
    const method = request.method as HttpMethod;
    const text = request.body === null ? '' : await request.clone().text();
    const body = text === '' ? undefined : JSON.parse(text);
    const response = await send(
      method,
      path,
      () => ({ ...buildRequestInit(method, body), signal: request.signal }),
      body,
    );
    if (response.status === 401 && redirectOnUnauthorized && !(await asksToConnect(response)))
      sendBrowserToLogin();
    return response;
  };
}

// Relative addresses need a base to make a Request of; outside a browser (tests) any origin does.
const baseUrl = globalThis.location?.origin ?? 'http://localhost';

/**
 * The main client, typed by the server's own OpenAPI document (generated into api/generated by
 * `npm run typecheck`): a call to a route that does not exist, or with the wrong parameters or body,
 * does not compile. Any 401 sends the browser to /login.
 */
export const client = /* @__PURE__ */ createClient<ApiPaths>({ baseUrl, fetch: transport(true) });

/** The same client for the public screens' calls, which handle a 401 themselves. */
export const publicClient = /* @__PURE__ */ createClient<ApiPaths>({ baseUrl, fetch: transport(false) });

type TypedAnswer<T> = Promise<{ data?: T; error?: unknown; response: Response }>;

/** The answer of a call made with a typed client, or its refusal thrown as an ApiError. */
export async function ok<T>(call: TypedAnswer<T>): Promise<T> {
  return (await okWithResponse(call)).data;
}

/** The same, with the Response it came in, for a call that reads the answer's headers too. */
export async function okWithResponse<T>(call: TypedAnswer<T>): Promise<{ data: T; response: Response }> {
  const { data, error, response } = await call;
  if (!response.ok) throw errorOf(response, error);
  return { data: data as T, response };
}

/** The server's own message when it sent one, otherwise the screen's fallback text. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
