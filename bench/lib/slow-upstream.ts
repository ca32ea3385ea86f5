// B8 and B9's upstream in a process of its own: the sample upstream behind a pass-through that holds
// every answer for DELAY_MS and records each request. In the benchmark's own process its timers
// waited whenever driving the two browsers kept that process busy (answers of 180–370 ms for a
// 100 ms delay were seen), which the portal was then charged for; a data server is never held up by
// its clients' work. Prints "control PORT" (its request log and data), then "listening PORT".
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSampleUpstream } from '@portal/sample-upstream';
import { startRecordingProxy } from '../../e2e/fixtures/recording-proxy.ts';

const upstream = await startSampleUpstream({
  host: '127.0.0.1',
  port: 0,
  size: { customers: 600, contacts: 1500, products: 400, orders: 3000 },
});
const slow = await startRecordingProxy(upstream.url, Number(process.env.DELAY_MS ?? 100), { cors: true });
const data = JSON.stringify(upstream.data);

const control = createServer((request, response) => {
  response.setHeader('content-type', 'application/json');
  if (request.url === '/data') response.end(data);
  else if (request.url === '/requests') response.end(JSON.stringify(slow.requests));
  else if (request.url === '/requests/clear' && request.method === 'POST') {
    slow.requests.length = 0;
    response.end('{}');
  } else {
    response.statusCode = 404;
    response.end('{}');
  }
});
control.listen(0, '127.0.0.1', () => {
  console.log(`control ${(control.address() as AddressInfo).port}`);
  console.log(`listening ${new URL(slow.url).port}`);
});
process.once('SIGTERM', () => {
  control.close();
  void Promise.all([slow.close(), upstream.close()]).then(() => process.exit(0));
});
