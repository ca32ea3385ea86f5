import { z } from 'zod';

/**
 * Makes zod parse without compiling code. Its compiled object parsers start with a `new
 * Function('')` probe, an eval that a strict Content-Security-Policy (the portal's own) refuses and
 * reports as a violation even though zod catches it. Called once where the web app starts, before
 * anything parses.
 */
export function parseWithoutEval(): void {
  z.config({ jitless: true });
}
