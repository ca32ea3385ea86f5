import { Readable } from 'node:stream';

/** The reader took nothing for the whole idle time: the download is ended. */
export class ExportIdle extends Error {
  constructor(idleMs: number) {
    super(`the reader took nothing for ${Math.round(idleMs / 1000)} s`);
  }
}

/**
 * The text an async source yields, as a byte stream that reads ahead at most `highWaterMark`: the
 * source is asked for its next piece only when the reader wants more. A reader that takes nothing
 * while a piece waits for it, for `idleMs`, gets the stream destroyed with ExportIdle (a download
 * left unread would otherwise hold its connection, its page of rows and its buffers for ever); time
 * spent waiting on the source (an upstream answering) does not count. Destroying the stream, for
 * whatever reason, ends the source (its `finally` runs).
 */
export function idleLimitedStream(
  source: AsyncGenerator<string, void, undefined>,
  { idleMs, highWaterMark = 16 * 1024 }: { idleMs: number; highWaterMark?: number },
): Readable {
  let pulling = false;
  let waitingSince: number | undefined;
  const stream = new Readable({
    highWaterMark,
    read() {
      waitingSince = undefined;
      if (!pulling) void pull();
    },
    destroy(error, callback) {
      clearInterval(watch);
      // The source ends at its next step (an upstream page being read finishes first); the stream
      // closes now, so nothing waits on that page.
      source.return(undefined).catch(() => {});
      callback(error);
    },
  });
  async function pull() {
    pulling = true;
    try {
      for (;;) {
        const next = await source.next();
        if (stream.destroyed) return;
        if (next.done) {
          stream.push(null);
          return;
        }
        if (!stream.push(next.value)) {
          waitingSince = Date.now();
          return;
        }
      }
    } catch (error) {
      stream.destroy(error as Error);
    } finally {
      pulling = false;
    }
  }
  const watch = setInterval(
    () => {
      if (waitingSince !== undefined && Date.now() - waitingSince >= idleMs)
        stream.destroy(new ExportIdle(idleMs));
    },
    Math.max(50, Math.min(1_000, idleMs / 4)),
  );
  watch.unref();
  return stream;
}
