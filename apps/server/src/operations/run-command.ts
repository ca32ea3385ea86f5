import { spawn } from 'node:child_process';

/** Runs a tool (pg_dump, pg_restore) with its output passed through; fails with its exit code. */
export function runCommand(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', (error) =>
      reject(new Error(`${command} could not run (${error.message}); install the PostgreSQL client tools`)),
    );
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed with exit code ${code}`)),
    );
  });
}

/** A connection URL as it may be printed: without its password. */
export function withoutPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
