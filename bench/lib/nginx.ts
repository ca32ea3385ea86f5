import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { type Running, stop } from './processes.ts';

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** nginx with one worker caching the upstream's 200 answers for 5 minutes: the cache-hit comparator. */
export async function startNginxCache(directory: string, upstreamPort: number): Promise<Running> {
  const port = await freePort();
  mkdirSync(join(directory, 'cache'), { recursive: true });
  const conf = join(directory, 'nginx.conf');
  writeFileSync(
    conf,
    `user root;
worker_processes 1;
daemon off;
pid ${directory}/nginx.pid;
error_log ${directory}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  proxy_cache_path ${directory}/cache levels=1:2 keys_zone=bench:10m max_size=100m inactive=10m use_temp_path=off;
  upstream origin { server 127.0.0.1:${upstreamPort}; keepalive 32; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://origin;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_cache bench;
      proxy_cache_valid 200 5m;
      proxy_cache_lock on;
    }
  }
}
`,
  );
  const child = spawn('nginx', ['-p', directory, '-c', conf], { stdio: 'inherit' });
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/warm?x=1`);
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { port, child, stop: () => stop(child) };
}
