import {
  type FirstScreenProxyAnswer,
  type FirstScreenSources,
  messages,
  proxyCallBody,
  sessionUser,
  type View,
  viewIdParams,
  view as viewSchema,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, statusOf } from '../errors.ts';
import { currentUser } from '../modules/auth/service.ts';
import { getView } from '../modules/views/read-views.ts';
import type { AuthContext } from '../plugins/session.ts';

/** A refusal as the API would answer it (plugins/error-handler.ts); anything else is an internal error. */
function refusalOf(error: unknown): FirstScreenProxyAnswer {
  if (!(error instanceof AppError))
    return { ok: false, httpStatus: 500, code: 'internal', message: messages.internal };
  return {
    ok: false,
    httpStatus: statusOf(error.code),
    code: error.code,
    message: error.message,
    ...(error.server ? { server: error.server } : {}),
  };
}

/**
 * The signed-in person's answers for a page's first screen, each made by the function its API route
 * calls and shaped by the route's own answer schema: POST /api/vt's user, GET /api/views/{id}'s view
 * (undefined when refused) and POST /api/proxy (the body checked by its schema, then the same call:
 * DESIGN.md §6c's binding, the person's limits and credentials, the cache).
 */
export async function firstScreenSources(
  app: FastifyInstance,
  request: FastifyRequest,
  auth: AuthContext,
): Promise<FirstScreenSources> {
  const user = z.encode(sessionUser, await currentUser(app, auth));
  return {
    user,
    async readView(uuid) {
      if (!viewIdParams.safeParse({ id: uuid }).success) return undefined;
      try {
        // The route's serializer: the wire's shape (its input type, defaults written out), read as a View.
        return z.encode(viewSchema, await getView(app, auth, uuid)) as View;
      } catch {
        return undefined;
      }
    },
    async callProxy(body) {
      const checked = proxyCallBody.safeParse(body);
      if (!checked.success)
        return { ok: false, httpStatus: 400, code: 'validation', message: checked.error.issues[0].message };
      try {
        const result = await app.dataCalls.call(auth, request.copiesGeneration, checked.data);
        return { ok: true, reply: JSON.parse(result.payload.toString('utf8')) };
      } catch (error) {
        return refusalOf(error);
      }
    },
  };
}
