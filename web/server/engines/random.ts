import { createHash } from 'node:crypto';

/** A 32-bit seed derived from text, stable across runs and machines. */
export function seedFrom(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0);
}

/** mulberry32: a tiny deterministic PRNG returning floats in [0, 1); plenty for fake data. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
