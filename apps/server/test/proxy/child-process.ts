import type { ChildProcess } from 'node:child_process';

/** The first line a started server prints (its port), or why it did not start in `seconds`. */
export function firstLine(
  child: ChildProcess,
  name: string,
  errors: () => string,
  seconds = 20,
): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(
      () => reject(new Error(`${name} did not start in ${seconds} s:\n${errors()}`)),
      seconds * 1000,
    );
    child.stdout?.setEncoding('utf8').on('data', (text: string) => {
      out += text;
      if (out.includes('\n')) {
        clearTimeout(timer);
        resolve(out.trim());
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} stopped (exit ${code}) before serving:\n${errors()}`));
    });
  });
}

/** Stops a started server and waits until it has exited. */
export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
