import type { SessionUser } from './auth.ts';
import type { ProxyCallBody } from './proxy.ts';
import type { View } from './views.ts';

// A signed-in page's first screen rendered by the server (its frame and first rows in the HTML), then
// hydrated by the web app. The server reads the data as the API would answer it to that user; the web
// app's own components render it (apps/web/src/app/first-screen, built for Node into dist-server).

/**
 * How the browser will show the page, so the server renders what the browser's first render would:
 * the locale and time zone that format values, the size of the window (a phone's columns, the rows
 * in view) and whether the page is framed. The page keeps the locale and time zone it was rendered
 * with; the rest is the browser's own once the app runs.
 */
export type DisplayEnvironment = {
  locale: string | undefined;
  timeZone: string | undefined;
  viewWidth: number;
  viewHeight: number;
  inFrame: boolean;
};

/**
 * A cookie the page writes on every load (`1440x900@Europe/Zurich`): the window's size and time zone,
 * read by the next server render. It grants and stores nothing else.
 */
export const displayCookie = 'portal_display';

const displayValue = /^(\d{2,5})x(\d{2,5})(?:@([A-Za-z][A-Za-z0-9_+\-/]{0,63}))?$/;

/** The window and time zone a display cookie names; undefined for anything else. */
export function readDisplayCookie(
  value: string | undefined,
): { width: number; height: number; timeZone: string | undefined } | undefined {
  const match = value ? displayValue.exec(value) : null;
  if (!match) return undefined;
  return { width: Number(match[1]), height: Number(match[2]), timeZone: match[3] };
}

/** The display cookie's value for a window and time zone. */
export const displayCookieValue = (width: number, height: number, timeZone: string | undefined) =>
  `${Math.round(width)}x${Math.round(height)}${timeZone ? `@${timeZone}` : ''}`;

/** Where the HTML carries what the server rendered with, for the app to hydrate from. */
export const firstScreenMarks = {
  /** A `<meta name>` in the head: the page holds its first screen (the early script asks for nothing). */
  meta: 'portal-first-screen',
  /** The id of the `<script type="application/json">` holding the state. */
  state: 'portal-first-screen-state',
  /**
   * A `<meta name>` in such a page's head whose content is the app's entry, not yet asked for: the
   * early script asks for the screen's code and starts the entry once the page has been painted.
   */
  entry: 'portal-first-screen-entry',
  /**
   * The id of the element after the root holding the screen again with the answers that came after
   * it was sent (the page is held open for them); a style in the head hides the root while it is
   * there, and the app takes it as its root before it hydrates.
   */
  next: 'portal-first-screen-next',
} as const;

/** A refusal as the API answers it: its status and its `{code, message}` (and the server to connect to). */
export type FirstScreenRefusal = {
  httpStatus: number;
  code: string;
  message: string;
  server?: { uuid: string; name: string };
};

/** A proxy call's answer as POST /api/proxy gives it: 200 with `{status, data}`, or a refusal. */
export type FirstScreenProxyAnswer =
  | { ok: true; reply: { status: number; data?: unknown } }
  | ({ ok: false } & FirstScreenRefusal);

/** What the server gives the renderer: the user's own answers, exactly as the API gives them. */
export type FirstScreenSources = {
  /** POST /api/vt's user. */
  user: SessionUser;
  /** GET /api/views/{id}; undefined when the API would refuse it. */
  readView(uuid: string): Promise<View | undefined>;
  /** POST /api/proxy as the user, with the body the page sends. */
  callProxy(body: ProxyCallBody): Promise<FirstScreenProxyAnswer>;
};

export type FirstScreenRequest = {
  /** The page's path and query, as the address bar holds them. */
  url: string;
  environment: DisplayEnvironment;
  sources: FirstScreenSources;
  /** How long the data may take before the screen is sent with what has come. */
  waitMs: number;
  /**
   * How long after that the page may be held open for the answers still coming, drawn again with
   * them; what has not come by then is left for the browser to ask. 0 holds nothing.
   */
  holdMs: number;
};

/**
 * One answer the page's first render read, under the key the web app keeps it: its data, or the
 * refusal the page shows in its place ('Connect to {server}', DESIGN.md §6d).
 */
export type FirstScreenEntry =
  | { key: readonly unknown[]; data: unknown }
  | { key: readonly unknown[]; refusal: FirstScreenRefusal };

/** The state the HTML carries (JSON), read back by the app before it hydrates. */
export type FirstScreenState = {
  environment: DisplayEnvironment;
  entries: FirstScreenEntry[];
};

export type FirstScreen = {
  kind: 'search' | 'detail';
  /** The root element's inner HTML. */
  html: string;
  state: FirstScreenState;
  /**
   * Every answer the first render shows came in time: the browser has nothing left to ask before
   * the person acts, so the app's code can wait until the screen is painted. Otherwise the page asks
   * for that code at once: the app must run to fetch what is missing.
   */
  whole: boolean;
  /**
   * A screen that is not whole: the same screen drawn again once the answers it waited for have
   * come or the hold is over, with everything it read; undefined when nothing more came.
   */
  next?: Promise<FirstScreen | undefined>;
};

/** The web app's server-side module (apps/web/dist-server). */
export type FirstScreenRenderer = {
  /** Which first screen the page at `pathname` would have, if any (nothing is read). */
  firstScreenKind(pathname: string): FirstScreen['kind'] | undefined;
  /** The first screen of a signed-in page, or undefined when the person may not open it. */
  renderFirstScreen(request: FirstScreenRequest): Promise<FirstScreen | undefined>;
};
