import type {
  Adapter,
  EndpointDescription,
  EndpointResponse,
  EndpointTestUnderstanding,
  RestSettings,
} from '@portal/contracts';
import type { AuthServer, PersonCredentials } from '../upstream-auth/upstream-credentials.ts';

/** A declared entry; `secret` marks a fixed value the admin sealed (an API key). */
export type DeclaredEntry = { name: string; value?: string | null; secret?: boolean };

/** The server as the engine needs it: credentials already decrypted. */
export type ProxyServer = AuthServer & {
  adapter: Adapter;
  /** The declared conventions of a rest server (DESIGN.md §6a). */
  rest?: RestSettings;
};

export type ProxyEndpoint = {
  id: string;
  /** Changes when the endpoint changes or its cached answers are purged; part of the cache key. */
  version?: number;
  settings: {
    /** Relative to the server URL, with $(name) placeholders. */
    url: string;
    method: 'GET' | 'POST';
    response: EndpointResponse;
    params: DeclaredEntry[];
    bodyParams: DeclaredEntry[];
    headers: DeclaredEntry[];
    /** Where the rows sit in a list answer (dotted path), for upstreams that do not say (oracleunity). */
    rowsPath?: string;
    /** How long answers are cached; absent: the engine's default (5 minutes); 0: never. */
    cacheSeconds?: number;
    /** What the API's document says of the endpoint; with the openapi preset only what it declares is sent. */
    described?: EndpointDescription;
  };
};

/** What the caller (a page, the endpoint tester) asks; only declared names are used. */
export type ProxyCall = {
  urlVariables?: Record<string, unknown>;
  /** Declared params plus, for list endpoints, the normalized query (offset, limit, textSearch, …). */
  params?: Record<string, unknown>;
  /** Ignored: the endpoint's own method is used. */
  method?: string;
  bodyParams?: Record<string, unknown>;
  headers?: Record<string, unknown>;
};

export type ProxyCallInput = {
  /** The tenant, from the session: part of every cache key. */
  accountId: string;
  server: ProxyServer;
  endpoint: ProxyEndpoint;
  call: ProxyCall;
  /**
   * The person calling, for a per-person server (DESIGN.md §6d): the call is made with their token,
   * and cached and joined per person. Without it such a server's calls are refused.
   */
  person?: PersonCredentials;
  /**
   * Counts one more upstream request of this call against the caller's limits, or refuses it (429):
   * a cursor-paged page opened out of order walks from an earlier one, up to ten requests more.
   */
  countExtraRequest?: () => Promise<void>;
};

export type ProxyCallResult = {
  status: 200;
  /** The serialized JSON reply {status, data}, ready to send as is (cached as these bytes). */
  payload: Buffer;
};

/** The endpoint tester's view: the upstream's raw status, headers (cookies dropped) and body. */
export type EndpointTestResult = {
  status: number;
  contentType: string | null;
  body: string;
  headers: Record<string, string>;
  /** From sending the request (token included) to the whole answer read. */
  durationMs: number;
  /** For a rest server's 2xx answer: what the portal read from it (DESIGN.md §6a). */
  understood?: EndpointTestUnderstanding;
  /** The params given whose absence left the answer the same: the server may ignore them (DESIGN.md §7d). */
  unchangedWithout: string[];
};
