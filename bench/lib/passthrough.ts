import { createServer } from 'node:http';
import { Pool } from 'undici';

// The comparator for cache misses: raw node:http forwarding each request to the upstream with undici.
const upstream = process.env.UPSTREAM_URL ?? 'http://127.0.0.1:1';
const pool = new Pool(upstream, { connections: 64 });

const server = createServer(async (request, response) => {
  try {
    const answer = await pool.request({ method: 'GET', path: request.url ?? '/' });
    const body = Buffer.from(await answer.body.arrayBuffer());
    response.writeHead(answer.statusCode, {
      'content-type': 'application/json',
      'content-length': body.length,
    });
    response.end(body);
  } catch {
    response.writeHead(502);
    response.end();
  }
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
});
