import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;

/** Fastify's logger is pino's, which tells whether a level is written; Fastify's type omits it. */
export type LevelAware = { isLevelEnabled?(level: string): boolean };

/**
 * A request's logger that makes the child Fastify would have made (the same fields and options)
 * the first time a line is written. A class, so that a request pays one object and no closures.
 */
class LazyRequestLogger implements FastifyBaseLogger, LevelAware {
  readonly parent: FastifyBaseLogger;
  readonly bindings: Bindings;
  readonly options: ChildLoggerOptions;
  #child: FastifyBaseLogger | undefined;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.parent = parent;
    this.bindings = bindings;
    this.options = options;
  }

  get level() {
    return this.#child?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level) {
    this.#made().level = level;
  }

  fatal(...args: unknown[]) {
    this.#write('fatal', args);
  }
  error(...args: unknown[]) {
    this.#write('error', args);
  }
  warn(...args: unknown[]) {
    this.#write('warn', args);
  }
  info(...args: unknown[]) {
    this.#write('info', args);
  }
  debug(...args: unknown[]) {
    this.#write('debug', args);
  }
  trace(...args: unknown[]) {
    this.#write('trace', args);
  }
  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions) {
    return this.#made().child(bindings, options);
  }

  isLevelEnabled(level: string) {
    const decides = this.#child || this.options.level !== undefined ? this.#made() : this.parent;
    return (decides as LevelAware).isLevelEnabled?.(level) !== false;
  }

  #made(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }

  #write(level: Level, args: unknown[]) {
    // A line the parent does not write needs no child, unless the route gave its requests a level.
    if (!this.#child && this.options.level === undefined && !this.isLevelEnabled(level)) return;
    const target = this.#made();
    (target[level] as (...given: unknown[]) => void).apply(target, args);
  }
}

/**
 * Each request's logger, made the first time the request writes a line. Fastify gives every request
 * a child logger bound to its id, and pino writes the child's fields out as it makes it: work on
 * every request (a cached data call included) for the few that log anything.
 */
export const lazyRequestLogger: ChildLoggerFactory = (logger, bindings, options) =>
  new LazyRequestLogger(logger, bindings, options);
