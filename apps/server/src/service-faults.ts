export type ServiceName = 'database' | 'redis';

/** Where faults go once the app is up: its log and its metrics (plugins/service-faults-plugin.ts). */
export type ServiceFaultSink = {
  /** The first failure after the service last answered: the service just went away. */
  wentAway(service: ServiceName, operation: string, error: unknown): void;
  /** The service answers again; failed counts the calls that failed meanwhile. */
  cameBack(service: ServiceName, failed: number): void;
  /** Every failure, for the error counter. */
  failed(service: ServiceName, operation: string): void;
};

/**
 * What the database pool and the Redis store report about their service: each failure (never
 * swallowed), and each success after failures. The log gets one line when a service goes away and
 * one when it is back, not one per failed call; the metrics count every failure. Faults reported
 * before the app attaches its sink (at start) are kept and handed over then.
 */
export type ServiceFaults = {
  failure(service: ServiceName, operation: string, error: unknown): void;
  success(service: ServiceName): void;
  attach(sink: ServiceFaultSink): void;
};

export function createServiceFaults(): ServiceFaults {
  const failing = new Map<ServiceName, number>();
  const early: Array<[ServiceName, string, unknown]> = [];
  let sink: ServiceFaultSink | undefined;

  const failure = (service: ServiceName, operation: string, error: unknown) => {
    if (!sink) {
      if (early.length < 100) early.push([service, operation, error]);
      return;
    }
    const count = failing.get(service);
    if (count === undefined) sink.wentAway(service, operation, error);
    failing.set(service, (count ?? 0) + 1);
    sink.failed(service, operation);
  };

  return {
    failure,
    success(service) {
      const count = failing.get(service);
      if (count === undefined) return;
      failing.delete(service);
      sink?.cameBack(service, count);
    },
    attach(attached) {
      sink = attached;
      for (const [service, operation, error] of early.splice(0)) failure(service, operation, error);
    },
  };
}
