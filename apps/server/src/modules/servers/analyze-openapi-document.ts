import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { type EndpointImportBody, importBudget, endpointImportMessages as text } from '@portal/contracts';
import { AppError, badRequest, RateLimited } from '../../errors.ts';
import type { AnalysisRequests, AnalysisResults } from './openapi-analyses.ts';
import type { AnalysisJob, AnalysisOutcome } from './openapi-analysis-thread.ts';

export type OpenApiReaderOptions = {
  /** Documents read at once (a thread each). */
  threads: number;
  /** Imports that may wait for a thread; one more is refused with 429. */
  waiting: number;
  /** How long one document may take once its thread has it. */
  deadlineMs: number;
  /** The heap one thread may use; past it the thread is stopped and the import refused. */
  memoryMb: number;
};

type Thread = { worker: Worker; ready: Promise<void> };
type Job = { job: AnalysisJob; resolve(results: Record<string, unknown>): void; reject(error: Error): void };

const busyRetrySeconds = 30;

/**
 * Reads imported OpenAPI documents on threads of their own, so that no document, however built,
 * holds the event loop every account shares (STYLE.md habit 14). Each document is parsed, counted,
 * validated and walked (openapi-analyses.ts) under a deadline: a thread that passes it, or its
 * heap, is stopped and replaced, and the import answers a 400 that says why. A few imports wait for
 * a thread; past that the portal answers 429 rather than queueing without end.
 */
export function createOpenApiReader(options: OpenApiReaderOptions) {
  const idle: Thread[] = [];
  let running = 0;
  const queue: Job[] = [];

  function startThread(): Thread {
    const worker = new Worker(new URL('./openapi-analysis-thread.ts', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: options.memoryMb },
    });
    // An idle thread never keeps the process alive.
    worker.unref();
    // Reported to the job under way (run below); 'exit' follows.
    worker.on('error', () => {});
    const thread = { worker } as Thread;
    // A thread that ends while idle leaves the pool at once.
    worker.once('exit', () => {
      const at = idle.indexOf(thread);
      if (at >= 0) idle.splice(at, 1);
    });
    thread.ready = new Promise<void>((resolve, reject) => {
      worker.once('message', () => resolve());
      worker.once('exit', (code) =>
        reject(new Error(`The OpenAPI thread stopped at start (exit code ${code})`)),
      );
    });
    thread.ready.catch(() => {});
    return thread;
  }

  function finish(thread: Thread | undefined) {
    running -= 1;
    if (thread) idle.push(thread);
    const next = queue.shift();
    if (next) void run(next);
  }

  async function run({ job, resolve, reject }: Job) {
    running += 1;
    const thread = idle.pop() ?? startThread();
    const { worker } = thread;
    worker.ref();
    try {
      await thread.ready;
    } catch (error) {
      finish(undefined);
      reject(error as Error);
      return;
    }
    let settled = false;
    const settle = (outcome: { thread?: Thread; results?: Record<string, unknown>; error?: Error }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off('message', answered);
      worker.off('error', failed);
      worker.off('exit', exited);
      worker.unref();
      finish(outcome.thread);
      if (outcome.results) resolve(outcome.results);
      else reject(outcome.error!);
    };
    const answered = (outcome: AnalysisOutcome) => {
      if ('results' in outcome) settle({ thread, results: outcome.results });
      else if ('refusal' in outcome) {
        const { code, message, field } = outcome.refusal;
        settle({ thread, error: new AppError(code, message, field) });
      } else settle({ thread, error: new Error(outcome.failure) });
    };
    // The thread is lost in each of these; a fresh one takes the next job.
    const failed = (error: Error & { code?: string }) =>
      settle({
        error:
          error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? badRequest(text.importOutOfMemory) : (error as Error),
      });
    const exited = (code: number) =>
      settle({ error: new Error(`The OpenAPI thread stopped (exit code ${code})`) });
    const timer = setTimeout(() => {
      settle({ error: badRequest(text.importTooSlow) });
      void worker.terminate();
    }, options.deadlineMs);
    worker.on('message', answered);
    worker.once('error', failed);
    worker.once('exit', exited);
    worker.postMessage(job);
  }

  return {
    /** The analyses asked for (openapi-analyses.ts), each with its input, of one document. */
    async analyze<Requests extends AnalysisRequests>(
      source: EndpointImportBody,
      requests: Requests,
    ): Promise<AnalysisResults<Requests>> {
      if (running >= options.threads && queue.length >= options.waiting)
        throw new RateLimited(text.importBusy, busyRetrySeconds);
      const results = await new Promise<Record<string, unknown>>((resolve, reject) => {
        const entry: Job = { job: { source, requests }, resolve, reject };
        if (running < options.threads) void run(entry);
        else queue.push(entry);
      });
      return results as AnalysisResults<Requests>;
    },
  };
}

/** The instance's reader: a thread for each core but one (at least one), eight imports waiting. */
const reader = createOpenApiReader({
  threads: Math.max(1, availableParallelism() - 1),
  waiting: 8,
  deadlineMs: importBudget.seconds * 1000,
  memoryMb: 256,
});

/** See createOpenApiReader: the document read off the event loop, under the import's budget. */
export const analyzeOpenApiDocument = reader.analyze;
