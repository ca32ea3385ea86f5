import { execFile, execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type WrkResult = { p50Ms: number; p99Ms: number; requestsPerSecond: number; errors: number };

function toMs(value: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(value.trim());
  if (!match) throw new Error(`Unreadable wrk latency: ${value}`);
  const scale = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2] as 'us' | 'ms' | 's' | 'm'];
  return Number(match[1]) * scale;
}

export function parseWrk(output: string): WrkResult {
  const percentile = (p: string) => {
    const line = output.split('\n').find((row) => row.trim().startsWith(`${p}%`));
    if (!line) throw new Error(`wrk printed no ${p}% line:\n${output}`);
    return toMs(line.trim().split(/\s+/)[1]);
  };
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(output);
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(output);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return {
    p50Ms: percentile('50'),
    p99Ms: percentile('99'),
    requestsPerSecond: rps ? Number(rps[1]) : 0,
    errors: (non2xx ? Number(non2xx[1]) : 0) + socketErrors,
  };
}

export type WrkRequest = {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Lua expression for a per-request body or path suffix, with `counter` incremented per request. */
  unique?: 'path' | 'body';
};

/** Writes the Lua script wrk needs for headers, a body, or a unique value per request. */
function script(directory: string, request: WrkRequest): string {
  const headers = Object.entries(request.headers ?? {})
    .map(([name, value]) => `wrk.headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}`)
    .join('\n');
  const lines = [`wrk.method = ${JSON.stringify(request.method ?? 'GET')}`, headers];
  if (request.body && request.unique !== 'body') lines.push(`wrk.body = ${JSON.stringify(request.body)}`);
  if (request.unique) {
    // Each thread counts from its own start so values never repeat across threads.
    lines.push(
      'local counter = 0',
      'function setup(thread) thread:set("base", math.random(1, 1000000000) * 1000000) end',
      'function init(args) counter = base end',
      'function request()',
      '  counter = counter + 1',
      request.unique === 'body'
        ? `  local body = string.gsub(${JSON.stringify(request.body ?? '')}, "__N__", tostring(counter))\n  return wrk.format(nil, nil, nil, body)`
        : '  return wrk.format(nil, wrk.path .. "&n=" .. counter)',
      'end',
    );
  }
  const path = join(directory, `wrk-${Math.random().toString(36).slice(2)}.lua`);
  writeFileSync(path, lines.join('\n'));
  return path;
}

function wrkArguments(
  directory: string,
  request: WrkRequest,
  connections: number,
  seconds: number,
): string[] {
  const args = [
    '-t',
    String(Math.min(connections, 2)),
    '-c',
    String(connections),
    '-d',
    `${seconds}s`,
    '--latency',
  ];
  args.push('-s', script(directory, request), request.url);
  return args;
}

export function runWrk(
  directory: string,
  request: WrkRequest,
  connections: number,
  seconds: number,
): WrkResult {
  return parseWrk(
    execFileSync('wrk', wrkArguments(directory, request, connections, seconds), { encoding: 'utf8' }),
  );
}

/** The same, without blocking this process: for measuring while this process drives other load. */
export function runWrkAsync(
  directory: string,
  request: WrkRequest,
  connections: number,
  seconds: number,
): Promise<WrkResult> {
  return new Promise((resolve, reject) =>
    execFile(
      'wrk',
      wrkArguments(directory, request, connections, seconds),
      { encoding: 'utf8' },
      (error, stdout) => (error ? reject(error) : resolve(parseWrk(stdout))),
    ),
  );
}
