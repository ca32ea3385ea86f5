import type { DataResponse, DeclaredParams, NormalizedQuery } from '@portal/contracts';

/** What an adapter adds to the endpoint's own request. Query pairs keep their order. */
export type RequestAdditions = {
  query: [string, string][];
  /** Merged into the JSON body of a POST; ignored for GET. */
  body: Record<string, unknown>;
  headers: Record<string, string>;
};

/** The parts of the endpoint request an adapter may read. */
export type RequestParts = {
  method: 'GET' | 'POST';
  /**
   * The endpoint's declared query parameters, when its server's OpenAPI document is known: a
   * convention then writes nothing else (DESIGN.md §7d), since the API would ignore it.
   */
  declared?: DeclaredParams;
};

/** An upstream answer after JSON parsing; header names are lower case. */
export type UpstreamAnswer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
};

export type NormalizeOptions = {
  /** Where the rows sit in the body (dotted path), for upstreams that do not say (oracleunity). */
  rowsPath?: string;
};

/** Where the page after an answer is: a token for the cursor parameter, or a URL to follow. */
export type NextPage = { token: string } | { url: string };

/** For conventions that page with a cursor (DESIGN.md §6a): the engine remembers and follows it. */
export type CursorPaging = {
  /** The query parameter that carries a token. */
  param: string;
  readNext(answer: UpstreamAnswer): NextPage | undefined;
};

/**
 * One upstream convention: pure functions, so each is unit-tested on recorded answers.
 * List requests carry the normalized query; record and object requests only the extras a
 * convention always needs (e.g. Fusion's onlyData).
 */
export type ProxyAdapter = {
  buildListRequest(query: NormalizedQuery, parts: RequestParts): RequestAdditions;
  normalizeList(answer: UpstreamAnswer, query: NormalizedQuery, options: NormalizeOptions): DataResponse;
  buildRecordRequest(parts: RequestParts): RequestAdditions;
  normalizeRecord(answer: UpstreamAnswer): unknown;
  /** Set when list pages after the first need the previous page's cursor. */
  cursor?: CursorPaging;
};

export const noAdditions = (): RequestAdditions => ({ query: [], body: {}, headers: {} });
