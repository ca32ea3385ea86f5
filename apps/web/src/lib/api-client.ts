import {
  type ConnectionServer,
  connectionRequiredCode,
  csrfHeader,
  type ErrorReply,
} from '@portal/contracts';
import { paths } from '../config/paths';
import { browserTargetStorage, rememberAfterLoginTarget } from './after-login-target';
import { takeEarly } from './early-requests';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

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

export interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  /** The main client sends the browser to /login on 401; the direct auth calls handle 401 themselves. */
  redirectOnUnauthorized?: boolean;
}

export function buildRequestInit(method: HttpMethod, body: unknown, signal?: AbortSignal): RequestInit {
  const headers: Record<string, string> = { accept: 'application/json' };
  // The server refuses state-changing calls without this header (CSRF defence), GET /api/logout included.
  headers[csrfHeader.name] = csrfHeader.value;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
    signal,
  };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
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

export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  let response: Response;
  try {
    // The first screen's requests may already have been sent by the page's early script.
    response = await (takeEarly(method, path, options.body) ??
      fetch(path, buildRequestInit(method, options.body, options.signal)));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network', 'The server could not be reached.');
  }
  const payload = await readBody(response);
  if (response.ok) return payload as T;
  // A data server to connect to first (DESIGN.md §6d) is no ended session: the page offers to connect.
  const connectFirst = isErrorReply(payload) && payload.code === connectionRequiredCode;
  if (response.status === 401 && !connectFirst && options.redirectOnUnauthorized !== false)
    sendBrowserToLogin();
  if (isErrorReply(payload)) {
    const field = typeof payload.field === 'string' ? payload.field : undefined;
    throw new ApiError(
      response.status,
      payload.code,
      payload.message,
      payload.message,
      field,
      serverOf(payload),
    );
  }
  throw new ApiError(response.status, 'http', `Request failed with status ${response.status}.`);
}

/** The main JSON client: any 401 sends the browser to /login. */
export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('DELETE', path, options),
};

/** The server's own message when it sent one, otherwise the screen's fallback text. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
