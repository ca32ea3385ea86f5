/**
 * Makes zod parse without compiling code. Its compiled object parsers start with a `new
 * Function('')` probe, an eval that a strict Content-Security-Policy (the portal's own) refuses and
 * reports as a violation even though zod catches it. Called once where the web app starts, before
 * anything parses.
 *
 * zod 4 keeps its settings in `globalThis.__zod_globalConfig` and adopts an object already there
 * (zod/v4/core/core.js), which is what `z.config()` changes; setting it here needs no import of zod,
 * so the web app's first script stays without it (without-eval.test.ts checks zod reads it).
 */
export function parseWithoutEval(): void {
  const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
}
