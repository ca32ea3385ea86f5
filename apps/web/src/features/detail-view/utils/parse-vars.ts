import type { PageVars } from '../engine/resolve-request';

/**
 * The page's `vars` parameter: a JSON object of URL variables. Anything else is logged and read as
 * no vars, so main cannot load and the page says 'Record not found'.
 */
export function parseVars(raw: string | null): PageVars {
  if (raw === null || raw === '') return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as PageVars;
  } catch {
    // Reported below.
  }
  // A warning, not an error: the address was edited or cut, the page itself works as it should.
  console.warn(`Ignoring the vars parameter, it is not a JSON object: ${raw}`);
  return {};
}
