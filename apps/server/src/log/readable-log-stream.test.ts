import { describe, expect, it } from 'vitest';
import { createReadableLogStream, formatLogLine } from './readable-log-stream.ts';

const at = new Date(2026, 0, 2, 9, 5, 7).getTime();

describe('readable log lines', () => {
  it('shows the time, the level and the message, then other fields as key=value', () => {
    const line = formatLogLine({
      level: 40,
      time: at,
      pid: 1,
      hostname: 'h',
      msg: 'Redis is slow',
      waitedMs: 1200,
      server: 'a b',
    });
    expect(line).toBe('09:05:07 WARN  Redis is slow waitedMs=1200 server="a b"\n');
  });

  it("adds an error's stack on the lines below", () => {
    const line = formatLogLine({
      level: 50,
      time: at,
      msg: 'unhandled rejection',
      err: { stack: 'Error: x\n  at y' },
    });
    expect(line).toBe('09:05:07 ERROR unhandled rejection\nError: x\n  at y\n');
  });

  it('colours the level only for a terminal', () => {
    const written: string[] = [];
    createReadableLogStream({ isTTY: true, write: (text) => written.push(text) }).write(
      JSON.stringify({ level: 30, time: at, msg: 'The portal is running at http://localhost:3000' }),
    );
    expect(written[0]).toContain('\u001b[32mINFO \u001b[0m');
    expect(written[0]).toContain('The portal is running at http://localhost:3000');
  });

  it('escapes what comes from outside: keys, values, the message and the stack cannot forge a line or reach the terminal', () => {
    const line = formatLogLine({
      level: 50,
      time: at,
      msg: 'request failed\r\n09:05:07 INFO  all good',
      'key\u001b[2J': 'x',
      'a=b c': 'd',
      value: 'ok\u001b[31mred',
      err: {
        stack:
          "Error: expected the rows at 'data', found an object with keys x\n09:05:07 INFO  forged, \u001b]0;title\u0007\n    at y",
      },
    });
    expect(line).toBe(
      '09:05:07 ERROR request failed\\u000d\\u000a09:05:07 INFO  all good "key\\u001b[2J"=x "a=b c"=d value=ok\\u001b[31mred\n' +
        "Error: expected the rows at 'data', found an object with keys x\n" +
        '  09:05:07 INFO  forged, \\u001b]0;title\\u0007\n' +
        '    at y\n',
    );
    const controls = [...line].filter((character) => character < ' ' && character !== '\n');
    expect(controls).toEqual([]);
  });
});
