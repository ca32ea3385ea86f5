/** A small deterministic PRNG (mulberry32): the same seed gives the same data set everywhere. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const integer = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const money = (min: number, max: number) => Math.round((min + next() * (max - min)) * 100) / 100;
  return { next, integer, pick, money };
}

export type Random = ReturnType<typeof seededRandom>;
