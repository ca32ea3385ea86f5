/** Deeper than any payload of the API (a detail view is about ten levels), shallow enough for every walker. */
export const maxJsonDepth = 64;

export type JsonTextProblem = 'too_deep' | 'nul';

/**
 * Scans a JSON text once, before it is parsed: how deep its arrays and objects nest (recursive
 * code downstream — validation, serialization — must never meet a 100,000-level body) and, unless
 * allowed, whether a string holds a NUL character, written as the escape \u0000 (PostgreSQL cannot
 * store it).
 */
export function checkJsonText(
  text: string,
  { maxDepth = maxJsonDepth, allowNul = false }: { maxDepth?: number; allowNul?: boolean } = {},
): JsonTextProblem | undefined {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const character = text.charCodeAt(index);
    if (inString) {
      if (character === 0x5c) {
        // A backslash: \u0000 is a NUL, anything else is skipped as one escape.
        if (!allowNul && text.startsWith('u0000', index + 1)) return 'nul';
        index += 1;
      } else if (character === 0x22) {
        inString = false;
      } else if (character === 0 && !allowNul) {
        return 'nul';
      }
    } else if (character === 0x22) {
      inString = true;
    } else if (character === 0x5b || character === 0x7b) {
      depth += 1;
      if (depth > maxDepth) return 'too_deep';
    } else if (character === 0x5d || character === 0x7d) {
      depth -= 1;
    }
  }
  return undefined;
}
