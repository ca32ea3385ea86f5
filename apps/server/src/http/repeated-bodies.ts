import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

/** Freezes a parsed JSON value all the way down, so every request that is given it reads the same. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * The parsed values of the JSON texts a route was sent last, by text: a page asks the same data call
 * again and again (a cache hit), and the same text parses to the same value, so it is parsed and
 * checked once. The values are frozen (one request cannot change what the next one reads). Bounded
 * in entries and in each text's length; the oldest kept goes first.
 */
export function createBodyMemo({ maxEntries = 1000, maxTextLength = 4096 } = {}) {
  const values = new Map<string, unknown>();
  return {
    get(text: string): unknown {
      // Not moved to the newest when read: a read costs one lookup, and a text the route keeps being
      // sent is parsed again only once a thousand others came after it.
      return values.get(text);
    },
    set(text: string, value: unknown): unknown {
      if (text.length > maxTextLength || value === undefined) return value;
      if (values.size >= maxEntries) values.delete(values.keys().next().value as string);
      values.set(text, deepFreeze(value));
      return value;
    },
  };
}

/**
 * The schema validator of a route whose bodies repeat (above): a frozen body it passed before, the
 * very same object, passes again without being checked, and its checked value is the same frozen
 * object as before. Anything else is checked as every route checks it.
 */
export const validatorOfRepeatedBodies: FastifySchemaCompiler<unknown> = (route) => {
  const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  if (route.httpPart !== 'body') return validate;
  const passed = new WeakMap<object, { value: unknown }>();
  return (data: unknown) => {
    if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return validate(data);
    const known = passed.get(data);
    if (known) return known;
    const result = validate(data);
    if (typeof result !== 'object' || 'then' in result || result.error || !('value' in result)) return result;
    const checked = { value: deepFreeze(result.value) };
    passed.set(data, checked);
    return checked;
  };
};
