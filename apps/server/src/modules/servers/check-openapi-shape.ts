import { endpointImportMessages as text } from '@portal/contracts';
import { badRequest } from '../../errors.ts';
import { maxJsonDepth } from '../../http/check-json-text.ts';

/** Where a value sits in the document, as people write it: `paths./users.get.responses`. */
export function placeOf(keys: readonly (string | number)[]): string {
  return keys.length === 0 ? 'the top level' : keys.join('.');
}

const broken = (keys: readonly (string | number)[], problem: string) =>
  badRequest(`${text.importBroken} at ${placeOf(keys)}: ${problem}`);

/** Whether a local reference (`#/components/schemas/User`) points at a value, through own keys only. */
function pointsSomewhere(root: unknown, ref: string): boolean {
  // `#name` is a 3.1 anchor, not a pointer: the parser judges it.
  if (ref !== '#' && !ref.startsWith('#/')) return true;
  let current = root;
  for (const token of ref === '#' ? [] : ref.slice(2).split('/')) {
    let key: string;
    try {
      key = decodeURIComponent(token).replaceAll('~1', '/').replaceAll('~0', '~');
    } catch {
      return false;
    }
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, key)) return false;
    current = (current as Record<string, unknown>)[key];
  }
  return true;
}

/**
 * Checks a document before the parser reads it, walking it once without recursion: no deeper than
 * the API's JSON bodies (the parser and validator recurse), no NUL character (the database cannot
 * store one), and every reference inside the document points at something, so a 400 can say where
 * the broken reference sits (the parser only names the reference).
 */
export function checkOpenApiShape(document: Record<string, unknown>): void {
  const pending: Array<{ value: unknown; keys: (string | number)[] }> = [{ value: document, keys: [] }];
  while (pending.length > 0) {
    const { value, keys } = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\0')) throw broken(keys, text.importNul);
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (keys.length >= maxJsonDepth) throw badRequest(text.importTooDeep);
    for (const [key, child] of Object.entries(value)) {
      if (key.includes('\0')) throw broken(keys, text.importNul);
      const childKeys = [...keys, Array.isArray(value) ? Number(key) : key];
      if (key === '$ref' && typeof child === 'string' && child.startsWith('#')) {
        if (!pointsSomewhere(document, child)) throw broken(childKeys, `${text.importRefNowhere} ${child}`);
      }
      pending.push({ value: child, keys: childKeys });
    }
  }
}
