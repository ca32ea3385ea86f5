import type { ServerCapabilities } from './rest-preset-parts.ts';

/**
 * The fixed adapters write every kind of condition. On its own, without a schema beside it: the web
 * app's first script reads it, and a module of zod schemas kept for one constant would bring zod.
 */
export const allCapabilities: ServerCapabilities = {
  sort: true,
  exactMatch: true,
  numberRange: true,
  contains: true,
  freeText: true,
};
