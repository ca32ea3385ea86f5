import { type DatasetDefinition, messages } from '@portal/contracts';
import { connectionRequiredBy } from '../../../lib/api-client';
import { orderDatasets } from './dataset-graph';
import { type DatasetState, describeDatasetError, initialDatasetState, isSettled } from './dataset-state';
import { isRow, type Row } from './read-field';
import { readLookup, rowsOf } from './read-lookup';
import { type DatasetRequest, type PageVars, resolveRequest } from './resolve-request';

export type LoadOptions = { signal: AbortSignal; fresh: boolean };
/** Answers the `data` of the proxy's reply for a record or lookup request; rejects on failure. */
export type DatasetLoader = (request: DatasetRequest, options: LoadOptions) => Promise<unknown>;
/**
 * The answer already at hand for a request (its data, or the refusal it met), taken at once instead
 * of asked; undefined when none is.
 */
export type CachedAnswer = (request: DatasetRequest) => { data: unknown } | { error: unknown } | undefined;

export type EngineSnapshot = {
  definitions: readonly DatasetDefinition[];
  vars: PageVars;
  datasets: Readonly<Record<string, DatasetState>>;
};

/** A record answer is an object; a list of exactly one object is read as that object. */
export function readRecord(answer: unknown): Row | null {
  if (isRow(answer) && !Array.isArray(answer.value)) return answer;
  const rows = rowsOf(answer);
  return rows.length === 1 ? rows[0] : null;
}

/**
 * The datasets of one detail page, loaded as a dependency graph (SPEC.md §4 Dataset loading,
 * DESIGN.md §7a): `main` from the page's vars, then every dataset whose inputs are present, siblings
 * at once; a change reloads only what depends on it, and one request is never made twice for the
 * same inputs. No React inside: a page subscribes to its snapshots.
 */
export class DatasetEngine {
  private definitions: readonly DatasetDefinition[];
  private readonly view: string;
  private vars: PageVars;
  /** By dataset name, without a prototype: a dataset named constructor or __proto__ is only a name. */
  private states: Record<string, DatasetState> = Object.create(null);
  private readonly inFlight = new Map<string, { sequence: number; controller: AbortController }>();
  private readonly forced = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private readonly load: DatasetLoader;
  private readonly cached: CachedAnswer | undefined;
  private readonly onListReady: ((request: DatasetRequest) => void) | undefined;
  private snapshot: EngineSnapshot;
  private sequence = 0;
  private started = false;

  constructor(options: {
    /** The page's view uuid: every call names it. */
    view: string;
    datasets: readonly DatasetDefinition[];
    vars: PageVars;
    load: DatasetLoader;
    /**
     * Answers at hand (a page's HTML came with them): a dataset takes one at once, so the first render
     * shows what the server's showed, and what depends on it goes on in the same pass.
     */
    cached?: CachedAnswer;
    /** Told when a list's request becomes known, so its first page can be asked for at once. */
    onListReady?: (request: DatasetRequest) => void;
  }) {
    this.definitions = options.datasets;
    this.view = options.view;
    this.vars = options.vars;
    this.load = options.load;
    this.cached = options.cached;
    this.onListReady = options.onListReady;
    for (const definition of this.definitions) this.states[definition.name] = initialDatasetState(definition);
    this.snapshot = this.takeSnapshot();
  }

  getSnapshot = (): EngineSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Loads what can be loaded; later calls do nothing. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.settle();
  }

  /** New vars for main (and whatever reads the page's vars). */
  setVars(vars: PageVars): void {
    this.vars = vars;
    if (this.started) this.settle();
  }

  /** The datasets as a designer changed them: what a change touches reloads, nothing else. */
  setDatasets(datasets: readonly DatasetDefinition[]): void {
    this.definitions = datasets;
    const names = new Set(this.definitions.map((definition) => definition.name));
    for (const name of Object.keys(this.states)) {
      if (names.has(name)) continue;
      this.abort(name);
      delete this.states[name];
    }
    for (const definition of this.definitions) {
      const state = this.states[definition.name];
      if (!state || state.type !== definition.datasetType)
        this.states[definition.name] = initialDatasetState(definition);
    }
    if (this.started) this.settle();
    else this.emit();
  }

  /** Asks for one dataset again even if its inputs did not change; its dependants follow if it does. */
  reload(name: string): void {
    if (!this.states[name]) return;
    this.forced.add(name);
    this.settle();
  }

  /**
   * Stops listening for answers still in flight; what was loading waits again, so a later `start`
   * (a page shown again) asks for it anew and keeps everything already answered.
   */
  stop(): void {
    for (const name of [...this.inFlight.keys()]) {
      this.abort(name);
      this.update(name, { status: 'waiting', request: null, key: null });
    }
    this.started = false;
    this.emit();
  }

  private takeSnapshot(): EngineSnapshot {
    return {
      definitions: this.definitions,
      vars: this.vars,
      datasets: Object.assign(Object.create(null), this.states),
    };
  }

  private emit(): void {
    this.snapshot = this.takeSnapshot();
    for (const listener of [...this.listeners]) listener();
  }

  private abort(name: string): void {
    this.inFlight.get(name)?.controller.abort();
    this.inFlight.delete(name);
  }

  private update(name: string, patch: Partial<DatasetState>): void {
    this.states[name] = { ...this.states[name], ...patch };
  }

  /** One pass in dependency order decides every dataset's next step from what its sources hold now. */
  private settle(): void {
    const { order, cyclic } = orderDatasets(this.definitions);
    const byName = new Map(this.definitions.map((definition) => [definition.name, definition]));
    for (const name of cyclic) {
      this.abort(name);
      this.update(name, {
        status: 'unavailable',
        request: null,
        key: null,
        data: null,
        missing: [messages.detailInDependencyCycle],
      });
    }
    const sourceOf = (name: string) => {
      const state = this.states[name];
      if (!state || cyclic.includes(name)) return { settled: true, data: null };
      return { settled: isSettled(state), data: state.status === 'loaded' ? state.data : null };
    };
    // Lists are announced after the records and lookups of this pass have been asked for: only
    // those can be a step on the way to another dataset, so they go out first.
    const readyLists: DatasetRequest[] = [];
    for (const name of order) {
      const definition = byName.get(name)!;
      const state = this.states[name];
      const inputs = resolveRequest(definition, sourceOf, this.vars, this.view);
      const forced = this.forced.delete(name);
      if (inputs.kind === 'unsettled') {
        // What it shows stays until its sources have finished; only a dataset with nothing waits.
        if (state.status === 'unavailable' || state.status === 'waiting')
          this.update(name, { status: 'waiting' });
        continue;
      }
      if (inputs.kind === 'missing') {
        this.abort(name);
        this.update(name, {
          status: 'unavailable',
          request: null,
          key: null,
          data: null,
          note: null,
          error: null,
          missing: inputs.missing,
        });
        continue;
      }
      const { request, key } = inputs;
      if (definition.datasetType === 'list') {
        if (state.key !== key || state.status !== 'ready') {
          this.update(name, {
            status: 'ready',
            request,
            key,
            data: null,
            note: null,
            error: null,
            missing: [],
          });
          readyLists.push(request);
        }
        continue;
      }
      const asked = state.key === key && ['loading', 'loaded', 'failed'].includes(state.status);
      if (asked && !forced) continue;
      const atHand = forced ? undefined : this.cached?.(request);
      if (atHand) {
        this.abort(name);
        this.update(name, { request, key, missing: [], error: null, connectTo: undefined });
        this.update(
          name,
          'data' in atHand ? this.read(name, request, atHand.data) : this.failure(name, atHand.error),
        );
        continue;
      }
      this.startLoad(name, request, key, forced && state.key === key);
    }
    for (const request of readyLists) this.onListReady?.(request);
    this.emit();
  }

  /** A dataset's state after its load failed. */
  private failure(name: string, error: unknown): Partial<DatasetState> {
    return {
      status: 'failed',
      data: null,
      note: null,
      error: describeDatasetError(name, error),
      connectTo: connectionRequiredBy(error),
    };
  }

  /** A record or lookup's state from its answer. */
  private read(name: string, request: DatasetRequest, answer: unknown): Partial<DatasetState> {
    if (request.kind === 'lookup') return { status: 'loaded', ...readLookup(answer) };
    const record = readRecord(answer);
    if (record) return { status: 'loaded', data: record, note: null };
    return { status: 'failed', data: null, note: null, error: describeDatasetError(name, null) };
  }

  private startLoad(name: string, request: DatasetRequest, key: string, fresh: boolean): void {
    this.abort(name);
    this.sequence += 1;
    const sequence = this.sequence;
    const controller = new AbortController();
    this.inFlight.set(name, { sequence, controller });
    const previous = this.states[name];
    // The same question asked again keeps its answer in view; a new question clears it.
    const keep = fresh && previous.key === key;
    this.update(name, {
      status: 'loading',
      request,
      key,
      data: keep ? previous.data : null,
      note: keep ? previous.note : null,
      error: null,
      connectTo: undefined,
      missing: [],
    });
    const isCurrent = () => this.inFlight.get(name)?.sequence === sequence;
    this.load(request, { signal: controller.signal, fresh }).then(
      (answer) => {
        if (!isCurrent()) return;
        this.inFlight.delete(name);
        this.update(name, this.read(name, request, answer));
        this.settle();
      },
      (error: unknown) => {
        if (!isCurrent()) return;
        this.inFlight.delete(name);
        this.update(name, this.failure(name, error));
        this.settle();
      },
    );
  }
}
