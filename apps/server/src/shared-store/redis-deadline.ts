/**
 * A deadline for one Redis command that a busy or starved process does not mistake for a silent
 * Redis. After a stall, Node runs due timers before it reads the sockets, so a plain timer would
 * fire while the answer already waits unread; this one looks again after the next read of the
 * sockets (setImmediate runs after the poll phase) and fails only when the answer is still missing.
 */
export const redisDeadlineMs = 500;

export class RedisSilent extends Error {}

export function withinDeadline<T>(call: Promise<T>, ms = redisDeadlineMs): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(
      () =>
        setImmediate(() => {
          if (!settled) reject(new RedisSilent(`Redis did not answer within ${ms} ms`));
        }),
      ms,
    );
    call.then(
      (value) => {
        settled = true;
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        settled = true;
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** The same for a callback: `done` runs once, with the answer or, past the deadline, with RedisSilent. */
export function callbackWithinDeadline<R>(
  done: (error: Error | null, result?: R) => void,
  ms = redisDeadlineMs,
): (error: Error | null, result?: R) => void {
  let settled = false;
  const timer = setTimeout(
    () =>
      setImmediate(() => {
        if (settled) return;
        settled = true;
        done(new RedisSilent(`Redis did not answer within ${ms} ms`));
      }),
    ms,
  );
  return (error, result) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    done(error, result);
  };
}
