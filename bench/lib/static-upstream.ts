import { createServer } from 'node:http';

// A fixed upstream for the proxy benchmarks: the same ~2 KB list answer for every path, counted.
const rows = Array.from({ length: 10 }, (_, index) => ({
  id: index + 1,
  name: `Customer ${index + 1}`,
  city: 'Amsterdam',
  email: `customer${index + 1}@example.com`,
  creditLimit: 1000 * (index + 1),
  segment: 'Mid-market',
  notes: 'x'.repeat(80),
}));
const body = Buffer.from(
  JSON.stringify({ value: rows, offset: 0, limit: 10, totalResults: 10_000, hasMore: true }),
);
let served = 0;

const server = createServer((request, response) => {
  if (request.url === '/__stats') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ served }));
    return;
  }
  served += 1;
  response.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
  response.end(body);
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
});
