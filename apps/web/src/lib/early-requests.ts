import type { HttpMethod } from './api-request';

/**
 * Requests sent by the page's early script (app/early) while the app's code is still downloading,
 * for the app to take up instead of asking again. Kept on the window: the early script and the app
 * are separate bundles. A request is taken once, by the call that asks exactly the same (method,
 * path and body); whatever the first screen did not take is forgotten. Once the app has started
 * asking for itself, the early script (should it run that late) sends nothing.
 */
type EarlyRequests = {
  answers: Map<string, Promise<Response>>;
  /** Settles once the early script has sent everything it is going to send. */
  sent: Promise<unknown>;
  appStarted: boolean;
};
export type KeepEarly = (
  method: HttpMethod,
  path: string,
  body: unknown,
  response: Promise<Response>,
) => void;

const global = globalThis as { portalEarlyRequests?: EarlyRequests };
const early = (): EarlyRequests =>
  (global.portalEarlyRequests ??= { answers: new Map(), sent: Promise.resolve(), appStarted: false });

const keyOf = (method: HttpMethod, path: string, body: unknown) =>
  `${method} ${path} ${body === undefined ? '' : JSON.stringify(body)}`;

/** For the early script: `send` sends its requests and keeps their answers, unless the app has started. */
export function sendEarly(send: (keep: KeepEarly) => Promise<unknown>): void {
  const state = early();
  if (state.appStarted) return;
  const keep: KeepEarly = (method, path, body, response) => {
    state.answers.set(keyOf(method, path, body), response);
    // An answer nobody takes must not be reported as an unhandled failure.
    response.catch(() => {});
  };
  state.sent = send(keep).catch(() => {});
}

/** The app asks for itself from now on; returns once the early script has sent all it will send. */
export function appStarts(): Promise<unknown> {
  const state = early();
  state.appStarted = true;
  return state.sent;
}

/** The early answer to exactly this request, if one was sent and not taken yet. */
export function takeEarly(method: HttpMethod, path: string, body?: unknown): Promise<Response> | undefined {
  const answers = global.portalEarlyRequests?.answers;
  if (!answers || answers.size === 0) return undefined;
  const key = keyOf(method, path, body);
  const response = answers.get(key);
  answers.delete(key);
  return response;
}

/** Drops the early answers nobody took: later calls always go to the server. */
export function forgetEarlyRequests(): void {
  global.portalEarlyRequests?.answers.clear();
}
