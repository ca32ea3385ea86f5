/**
 * `record[key]` only when the record holds `key` itself. Names that come from a stored view or a
 * record (a field, an icon, a colour, a dataset) must never find what every object inherits:
 * `constructor`, `toString` or `__proto__` would otherwise answer a function or the prototype.
 */
export function ownValue<T>(
  record: Readonly<Record<string, T>> | null | undefined,
  key: string,
): T | undefined {
  return record != null && Object.hasOwn(record, key) ? record[key] : undefined;
}

/** True when `key` is one of the record's own keys (a registry of known names, say). */
export const hasOwnKey = <K extends string>(record: Readonly<Record<K, unknown>>, key: string): key is K =>
  Object.hasOwn(record, key);
