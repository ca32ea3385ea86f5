/*
 * Readers of a saved view's stored JSON. Saved views passed the contracts' schemas, but access must
 * hold for any stored shape, so these check every step and give nothing for what they do not
 * recognise instead of trusting it.
 */

export type Json = unknown;
export const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const listOf = (value: Json): Json[] => (Array.isArray(value) ? value : []);
export const textOf = (value: Json): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;
