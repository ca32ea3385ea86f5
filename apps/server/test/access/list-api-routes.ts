import type { FastifyInstance } from 'fastify';

/**
 * Every registered route under `prefix` (the API's by default; SCIM's is /scim/) as
 * "METHOD /prefix/path", read from Fastify's own route tree (the app is
 * built before a test could add an onRoute hook). HEAD routes are Fastify's automatic twins of GET.
 *
 * printRoutes({ commonPrefix: false }) draws one node per line, four columns per level:
 *   ├── /api/users (GET, HEAD, POST)
 *   │   └── /:id (PUT, DELETE)
 */
export function listApiRoutes(app: FastifyInstance, prefix = '/api/'): string[] {
  const routes = new Set<string>();
  const pathAtDepth: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = [...match[1]].length / 4;
    const path = (depth > 0 ? pathAtDepth[depth - 1] : '') + match[2];
    pathAtDepth[depth] = path;
    pathAtDepth.length = depth + 1;
    if (!path.startsWith(prefix) || !match[3]) continue;
    for (const method of match[3].split(', ')) {
      if (method !== 'HEAD') routes.add(`${method} ${path}`);
    }
  }
  return [...routes].sort();
}
