import { createServer } from 'node:http';
import Fastify from 'fastify';

// B1's floors: what one Node process costs per request before the portal does anything. It answers
// every POST with the bytes the portal's cache hit sends (read once from the portal at start), either
// from bare node:http (FLOOR=http) or from a Fastify instance with one route and nothing else
// (FLOOR=fastify), so the report can say how much of the gap to nginx is Node's and Fastify's own.
const source = process.env.ANSWER_URL ?? '';
const answer = Buffer.from(
  await (
    await fetch(source, {
      method: 'POST',
      headers: JSON.parse(process.env.ANSWER_HEADERS ?? '{}'),
      body: process.env.ANSWER_BODY,
    })
  ).arrayBuffer(),
);
const announce = (port: number) => console.log(`listening ${port}`);

if (process.env.FLOOR === 'fastify') {
  const app = Fastify({ logger: false });
  app.post('/api/proxy', async (_request, reply) => reply.type('application/json').send(answer));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  announce(typeof address === 'object' && address ? address.port : 0);
} else {
  const server = createServer((request, response) => {
    // Read the request's body to its end, as any server that parses it must.
    request.resume();
    request.once('end', () => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': answer.length });
      response.end(answer);
    });
  });
  server.keepAliveTimeout = 72_000;
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    announce(typeof address === 'object' && address ? address.port : 0);
  });
}
