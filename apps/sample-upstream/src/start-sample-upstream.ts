import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAuthGate, defaultCredentials, type SampleCredentials } from './auth-gate.ts';
import { fusionVersion } from './fusion-convention.ts';
import {
  type DataSet,
  type DataSetSize,
  defaultSize,
  entityNames,
  generateDataSet,
} from './generate-data.ts';
import { handleRequest, type SampleStats } from './handle-request.ts';

export type SampleUpstreamOptions = {
  port?: number;
  host?: string;
  seed?: number;
  size?: Partial<DataSetSize>;
  credentials?: Partial<SampleCredentials>;
};

export type SampleUpstream = {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:4010 */
  url: string;
  data: DataSet;
  credentials: SampleCredentials;
  /** Requests served and token requests answered, for tests and benchmarks. */
  stats: SampleStats;
  /** Invalidates every issued token (as a restart or revocation upstream would). */
  revokeTokens(): void;
  close(): Promise<void>;
};

function describeRoutes(credentials: SampleCredentials) {
  return {
    name: 'Portal sample upstream',
    entities: entityNames,
    areas: {
      open: 'no authentication',
      basic: `HTTP Basic, user ${credentials.username}`,
      bearer: 'Bearer token from POST /oauth/token (password grant, client auth with HTTP Basic)',
    },
    default: {
      list: '/{area}/api/{entity}?offset&limit&textSearch&freeTextFields&customFilters&filters&orderBy&sort (or POST JSON)',
      record: '/{area}/api/{entity}/{id}',
      children: '/{area}/api/customers/{id}/orders | contacts, /{area}/api/products/{id}/orders',
    },
    fusion: {
      list: `/{area}/fusion/${fusionVersion}/{entity}?q&limit&offset&totalResults&orderBy&onlyData`,
      record: `/{area}/fusion/${fusionVersion}/{entity}/{id}`,
      children: `/{area}/fusion/${fusionVersion}/customers/{id}/child/orders`,
    },
  };
}

/** Starts the sample data server; port 0 picks a free port. */
export async function startSampleUpstream(options: SampleUpstreamOptions = {}): Promise<SampleUpstream> {
  const credentials = { ...defaultCredentials, ...options.credentials };
  const data = generateDataSet(options.seed, { ...defaultSize, ...options.size });
  const gate = createAuthGate(credentials);
  const stats: SampleStats = { requests: 0, tokenRequests: 0 };
  const context = { data, gate, stats, routes: describeRoutes(credentials) };
  const server = createServer((request, response) => {
    handleRequest(context, request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}`,
    data,
    credentials,
    stats,
    revokeTokens: () => gate.revokeAll(),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
