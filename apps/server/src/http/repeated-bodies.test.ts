import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createBodyMemo, deepFreeze, validatorOfRepeatedBodies } from './repeated-bodies.ts';

const schema = z.object({ uuid: z.string(), params: z.record(z.string(), z.unknown()).default({}) });
const compile = () =>
  validatorOfRepeatedBodies({ schema, httpPart: 'body', method: 'POST', url: '/api/proxy' }) as (
    data: unknown,
  ) => { value?: unknown; error?: unknown };

describe('bodies a route is sent again and again', () => {
  it('keeps each text’s value frozen all the way down, the oldest kept leaving first past the bound', () => {
    const memo = createBodyMemo({ maxEntries: 2, maxTextLength: 100 });
    const first = memo.set('a', { params: { offset: 0 } }) as { params: { offset: number } };
    expect(Object.isFrozen(first) && Object.isFrozen(first.params)).toBe(true);
    expect(() => {
      first.params.offset = 50;
    }).toThrow(TypeError);
    memo.set('b', { n: 2 });
    expect(memo.get('a')).toBe(first);
    memo.set('c', { n: 3 });
    expect(memo.get('a')).toBeUndefined();
    expect(memo.get('b')).toEqual({ n: 2 });
    expect(memo.get('c')).toEqual({ n: 3 });
  });

  it('keeps no text longer than its bound', () => {
    const memo = createBodyMemo({ maxTextLength: 5 });
    const text = '{"uuid":"x"}';
    expect(memo.set(text, { uuid: 'x' })).toEqual({ uuid: 'x' });
    expect(memo.get(text)).toBeUndefined();
  });

  it('checks a frozen body once and hands the same checked value to every request sending it', () => {
    const validate = compile();
    const body = deepFreeze({ uuid: 'e1' });
    const once = validate(body);
    expect(once.value).toEqual({ uuid: 'e1', params: {} });
    expect(Object.isFrozen(once.value)).toBe(true);
    expect(validate(body)).toBe(once);
    // The same content in another object, not frozen: checked anew.
    const other = validate({ uuid: 'e1' });
    expect(other).not.toBe(once);
    expect(other.value).toEqual(once.value);
  });

  it('refuses a wrong body every time it comes', () => {
    const validate = compile();
    const body = deepFreeze({ uuid: 42 });
    expect(validate(body).error).toBeDefined();
    expect(validate(body).error).toBeDefined();
  });
});
