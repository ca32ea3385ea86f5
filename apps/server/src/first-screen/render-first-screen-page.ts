import type { FirstScreenRenderer } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from '../plugins/session.ts';
import { displayEnvironmentOf } from './display-environment.ts';
import {
  firstScreenPageHead,
  firstScreenPageRest,
  type PageRest,
  type PageTemplate,
} from './first-screen-page.ts';
import { firstScreenSources } from './first-screen-sources.ts';
import { loadFirstScreenRenderer } from './load-first-screen-renderer.ts';

/** The session of the request, checked exactly as the API checks it; null when there is none. */
function sessionOf(app: FastifyInstance, request: FastifyRequest): Promise<AuthContext | null> {
  return new Promise((resolve) => {
    app.authenticate(request, undefined as never, (refused) => resolve(refused ? null : request.auth));
  });
}

/**
 * A page with its first screen: its head at once; the rest, rendered when asked (once the head is on
 * its way: the render holds the process for a few milliseconds), never failing: its part sent at
 * once, and the part that follows once the answers still coming have come, if it waits for them.
 */
export type FirstScreenPage = { head: string; rest: () => Promise<PageRest> };

/**
 * A signed-in page with its first screen drawn in (DESIGN.md §9, B6). The head (the built page's,
 * with the styles and code of the screen: nothing of anyone's) goes at once, so the browser fetches
 * them while the server works; then, for a valid session whose person may open the page, its frame
 * and the first rows or records, rendered by the web app's own components from the answers the API
 * would give that person (first-screen-sources). For everyone and everything else (a session no
 * longer valid, a page they may not open, a frame they may not be shown in, a failure) the rest is
 * the built page's own, and the app renders alone as it does without a server. Undefined when the
 * page is not one whose first screen is drawn.
 */
export async function renderFirstScreenPage(
  app: FastifyInstance,
  request: FastifyRequest,
  readTemplate: () => PageTemplate | undefined,
): Promise<FirstScreenPage | undefined> {
  const { webRenderer } = app.config;
  if (!webRenderer || !request.cookies[app.sessions.cookieName]) return undefined;
  // Only a page loaded as the window's document or a frame's: a framed page follows the embedding rule.
  const destination = request.headers['sec-fetch-dest'];
  if (destination !== 'document' && destination !== 'iframe') return undefined;
  const template = readTemplate();
  if (!template) return undefined;
  let renderer: FirstScreenRenderer;
  try {
    renderer = await loadFirstScreenRenderer(webRenderer);
  } catch (error) {
    request.log.warn({ err: error }, 'The first screens cannot be rendered: the renderer does not load.');
    return undefined;
  }
  const kind = renderer.firstScreenKind(request.url.split('?')[0]);
  if (!kind) return undefined;
  const rest = () =>
    renderScreen(app, request, renderer).then(
      (screen) => {
        const next = screen?.next?.catch((error: unknown) => {
          request.log.warn(
            { err: error },
            'The first screen could not be drawn again; the page keeps the first.',
          );
          return undefined;
        });
        return firstScreenPageRest(template, kind, screen && { ...screen, next });
      },
      (error: unknown) => {
        request.log.warn({ err: error }, 'The first screen could not be rendered; the page goes without it.');
        return firstScreenPageRest(template, kind, undefined);
      },
    );
  return { head: firstScreenPageHead(template, kind), rest };
}

/** The first screen for the request's person, or undefined when they may not see it there. */
async function renderScreen(app: FastifyInstance, request: FastifyRequest, renderer: FirstScreenRenderer) {
  const auth = await sessionOf(app, request);
  if (!auth) return undefined;
  const environment = displayEnvironmentOf(request);
  const sources = await firstScreenSources(app, request, auth);
  // SPEC.md: framed, a person without embedding sees only that it is not permitted (the app says so).
  if (environment.inFrame && sources.user.settings.addons.embed !== 1) return undefined;
  return renderer.renderFirstScreen({
    url: request.url,
    environment,
    sources,
    waitMs: app.config.firstScreenWaitMs,
    holdMs: app.config.firstScreenHoldMs,
  });
}
