import { csrfHeader } from '@portal/contracts';
import type { paths as ApiPaths } from './api/generated/api-paths';

// What every request to the portal carries, apart from the typed client (lib/api-client.ts) so that
// the page's early script, which sends the first screen's requests before the app runs, stays small.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The body of a call as the server's OpenAPI document types it. */
export type RequestBodyOf<P extends keyof ApiPaths, M extends 'post' | 'put'> = ApiPaths[P][M] extends {
  requestBody?: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

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

/**
 * An address of the server's OpenAPI document with its path parameters filled in, each encoded as a
 * path segment, exactly as the typed client writes it: the template must be one of the document's.
 */
export function pathOf<P extends keyof ApiPaths>(
  template: P,
  parameters: Record<string, string> = {},
): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(parameters[name] ?? ''));
}
