import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { nginxExample } from './operations-doc.ts';
import { freePort } from './portal-process.ts';

export type NginxFront = { url: string; stop(): Promise<void> };

/**
 * nginx running the example of docs/OPERATIONS.md, with the documented instances (127.0.0.1:3000 and
 * :3001) replaced by the given ports and port 80 by a free one; logs and temporary files in folder.
 */
export async function startNginxFront(folder: string, instancePorts: [number, number]): Promise<NginxFront> {
  const port = await freePort();
  mkdirSync(folder, { recursive: true });
  const site = nginxExample()
    .replace('127.0.0.1:3000', `127.0.0.1:${instancePorts[0]}`)
    .replace('127.0.0.1:3001', `127.0.0.1:${instancePorts[1]}`)
    .replace('listen 80;', `listen 127.0.0.1:${port};`);
  if (site.includes(':3000') || site.includes('listen 80'))
    throw new Error('The nginx example changed shape');
  const conf = join(folder, 'nginx.conf');
  writeFileSync(
    conf,
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
daemon off;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${folder}/body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
${site}
}
`,
  );
  const child = spawn('nginx', ['-p', folder, '-c', conf], { stdio: ['ignore', 'inherit', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('nginx did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
