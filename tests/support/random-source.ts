/**
 * A small deterministic generator (mulberry32): the same draws at every run of a seed (the
 * scale bench's orders, the OpenAPI fuzz's requests).
 */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
  /** One of the keys, drawn with the given weights. */
  const weighted = <T extends string>(weights: Readonly<Record<T, number>>): T => {
    const entries = Object.entries(weights) as [T, number][];
    let r = next() * entries.reduce((s, [, w]) => s + w, 0);
    for (const [value, w] of entries) if ((r -= w) < 0) return value;
    return entries.at(-1)![0];
  };
  return { next, int, pick, weighted };
}
