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

/**
 * Characters that must never reach a terminal as they are: control characters (ESC starts an ANSI
 * sequence that recolours or clears the operator's screen; CR and LF start a forged line), DEL and
 * the C1 controls, the Unicode line separators and the bidirectional overrides that reorder what
 * is shown. Log fields carry text from outside (an upstream's keys in an error message, a header):
 * each such character is written as its \u escape.
 */
const isUnsafe = (code: number) =>
  code < 0x20 ||
  (code >= 0x7f && code <= 0x9f) ||
  code === 0x2028 ||
  code === 0x2029 ||
  (code >= 0x202a && code <= 0x202e) ||
  (code >= 0x2066 && code <= 0x2069);

function escapeControls(text: string): string {
  let escaped = '';
  for (const character of text) {
    const code = character.charCodeAt(0);
    escaped += isUnsafe(code) ? `\\u${code.toString(16).padStart(4, '0')}` : character;
  }
  return escaped;
}

/** A key as it is when it is a plain name, else quoted and escaped: a key cannot forge `a=b c=d`. */
const describeKey = (key: string) => (/^[\w.$@-]+$/.test(key) ? key : escapeControls(JSON.stringify(key)));

function describeValue(value: unknown): string {
  if (typeof value === 'string')
    return /^[^\s="]+$/.test(value) ? escapeControls(value) : escapeControls(JSON.stringify(value));
  return escapeControls(JSON.stringify(value) ?? String(value));
}

/**
 * An error's stack: its lines kept, each escaped, and every line after the first indented, so that
 * a message holding a line break can never pass for a log line of its own.
 */
const describeStack = (stack: string) =>
  stack
    .split('\n')
    .map((line, index) =>
      index === 0 || /^\s/.test(line) ? escapeControls(line) : `  ${escapeControls(line)}`,
    )
    .join('\n');

/** One log record as a person reads it: time, level, message, then the other fields as key=value. */
export function formatLogLine(record: Record<string, unknown>, colors = false): string {
  const level = levels[Number(record.level)] ?? { name: escapeControls(String(record.level)), color: '0' };
  const paint = (code: string, text: string) => (colors ? `\u001b[${code}m${text}\u001b[0m` : text);
  const fields = Object.entries(record)
    .filter(([key, value]) => !known.has(key) && value !== undefined)
    .map(([key, value]) => `${describeKey(key)}=${describeValue(value)}`);
  let line = `${paint('2', clock(record.time))} ${paint(level.color, level.name)} ${escapeControls(String(record.msg ?? ''))}`;
  if (fields.length) line += ` ${paint('2', fields.join(' '))}`;
  const error = record.err as { message?: string; stack?: string } | undefined;
  if (error) line += `\n${describeStack(error.stack ?? error.message ?? JSON.stringify(error))}`;
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
