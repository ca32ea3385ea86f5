import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseWithoutEval } from './without-eval.ts';

describe('parsing without eval', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is what zod reads when it loads after the call, and no parse compiles code', async () => {
    parseWithoutEval();
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const compile = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ name: z.string(), total: z.number() });
    expect(schema.parse({ name: 'Ann', total: 3 })).toEqual({ name: 'Ann', total: 3 });
    expect(compile).not.toHaveBeenCalled();
  });

  it('also holds for a zod already loaded: the object zod holds is the one changed', async () => {
    const { z } = await import('zod');
    const held = z.config();
    parseWithoutEval();
    expect(held.jitless).toBe(true);
  });
});
