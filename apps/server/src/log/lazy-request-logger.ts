import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;

/** Fastify's logger is pino's, which tells whether a level is written; Fastify's type omits it. */
export type LevelAware = { isLevelEnabled?(level: string): boolean };

/**
 * Each request's logger, made the first time the request writes a line. Fastify gives every request
 * a child logger bound to its id, and pino writes the child's fields out as it makes it: work on
 * every request (a cached data call included) for the few that log anything. The child made is the
 * one Fastify would have made, with the same fields and options.
 */
export const lazyRequestLogger: ChildLoggerFactory = (logger, bindings, options) => {
  let child: FastifyBaseLogger | undefined;
  const made = (): FastifyBaseLogger => {
    child ??= logger.child(bindings, options);
    return child;
  };
  // A line the parent does not write needs no child, unless the route gave its requests a level.
  const writes = (level: Level) =>
    child !== undefined ||
    options.level !== undefined ||
    (logger as LevelAware).isLevelEnabled?.(level) !== false;
  const line = (level: Level) =>
    function write(...args: unknown[]) {
      if (!writes(level)) return;
      const target = made();
      (target[level] as (...given: unknown[]) => void).apply(target, args);
    } as FastifyBaseLogger[Level];
  const lazy: FastifyBaseLogger & LevelAware = {
    get level() {
      return child?.level ?? options.level ?? logger.level;
    },
    set level(level) {
      made().level = level;
    },
    fatal: line('fatal'),
    error: line('error'),
    warn: line('warn'),
    info: line('info'),
    debug: line('debug'),
    trace: line('trace'),
    silent: () => {},
    child: (more, moreOptions) => made().child(more, moreOptions),
    isLevelEnabled: (level) =>
      child || options.level !== undefined
        ? (made() as LevelAware).isLevelEnabled?.(level) !== false
        : (logger as LevelAware).isLevelEnabled?.(level) !== false,
  };
  return lazy;
};
