/** Where readable lines go: process.stdout, or a test's collector. */
export type LineOutput = { write(text: string): unknown; isTTY?: boolean };

const levels: Record<number, { name: string; color: string }> = {
  10: { name: 'TRACE', color: '90' },
  20: { name: 'DEBUG', color: '36' },
  30: { name: 'INFO ', color: '32' },
  40: { name: 'WARN ', color: '33' },
  50: { name: 'ERROR', color: '31' },
  60: { name: 'FATAL', color: '35' },
};

// Pino's own fields, shown in their place or not at all.
const known = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'err', 'reqId']);

function clock(time: unknown): string {
  const date = typeof time === 'number' ? new Date(time) : new Date();
  return date.toTimeString().slice(0, 8);
}

function describeValue(value: unknown): string {
  if (typeof value === 'string') return /\s/.test(value) ? JSON.stringify(value) : value;
  return JSON.stringify(value);
}

/** One log record as a person reads it: time, level, message, then the other fields as key=value. */
export function formatLogLine(record: Record<string, unknown>, colors = false): string {
  const level = levels[Number(record.level)] ?? { name: String(record.level), color: '0' };
  const paint = (code: string, text: string) => (colors ? `\u001b[${code}m${text}\u001b[0m` : text);
  const fields = Object.entries(record)
    .filter(([key, value]) => !known.has(key) && value !== undefined)
    .map(([key, value]) => `${key}=${describeValue(value)}`);
  let line = `${paint('2', clock(record.time))} ${paint(level.color, level.name)} ${String(record.msg ?? '')}`;
  if (fields.length) line += ` ${paint('2', fields.join(' '))}`;
  const error = record.err as { message?: string; stack?: string } | undefined;
  if (error) line += `\n${error.stack ?? error.message ?? JSON.stringify(error)}`;
  return `${line}\n`;
}

/** A pino destination that writes readable lines instead of JSON (for a terminal). */
export function createReadableLogStream(output: LineOutput = process.stdout) {
  const colors = output.isTTY === true && !process.env.NO_COLOR;
  return {
    write(json: string) {
      let record: Record<string, unknown>;
      try {
        record = JSON.parse(json);
      } catch {
        output.write(json);
        return;
      }
      output.write(formatLogLine(record, colors));
    },
  };
}
