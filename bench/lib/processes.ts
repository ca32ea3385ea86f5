import { type ChildProcess, spawn } from 'node:child_process';

export type Running = { port: number; child: ChildProcess; stop(): Promise<void> };

/** Starts a Node script that prints "listening PORT" once it listens; onOutput sees what it printed. */
export function startListening(
  script: string,
  env: Record<string, string> = {},
  onOutput: (output: string) => void = () => {},
): Promise<Running> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      onOutput(output);
      const match = /listening (\d+)/.exec(output);
      if (match) resolve({ port: Number(match[1]), child, stop: () => stop(child) });
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The nearest-rank percentile `p` (0–100) of the values. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}
