import { messages } from '@portal/contracts';
import { AppError } from '../../errors.ts';
import { checkJsonText } from '../../http/check-json-text.ts';

/**
 * Deeper than any real answer, far below what recursive code (serializing the answer, the cache,
 * the browser) survives: JSON.parse reads 200,000 levels, JSON.stringify overflows well before.
 */
export const maxUpstreamJsonDepth = 256;

/**
 * An upstream's JSON text as a value. Not JSON, or nested too deeply: an upstream fault (502 with
 * its own message), never a stack overflow later on.
 */
export function parseUpstreamJson(text: string): unknown {
  if (checkJsonText(text, { maxDepth: maxUpstreamJsonDepth, allowNul: true }) === 'too_deep') {
    throw new AppError('upstream_invalid', messages.upstreamJsonTooDeep);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('upstream_invalid', messages.upstreamInvalidJson);
  }
}
