/**
 * Deterministic randomness for the demo magazine: a seeded mulberry32 generator and a string
 * hash for stable ids. Nothing here reads the clock or Math.random(), so every build is identical.
 */

/** A small seeded PRNG (mulberry32) with the few helpers the assembly needs. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with the given probability. */
  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Random.pick on an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }

  /** `count` distinct items, kept in their original order. */
  sampleInOrder<T>(items: readonly T[], count: number): T[] {
    const indices = this.shuffle(items.map((_, i) => i))
      .slice(0, Math.min(count, items.length))
      .sort((a, b) => a - b);
    return indices.map((i) => items[i] as T);
  }

  /** An index chosen with probability proportional to its weight; -1 when all weights are 0. */
  weightedIndex(weights: readonly number[]): number {
    const total = weights.reduce((sum, w) => sum + Math.max(0, w), 0);
    if (total <= 0) return -1;
    let roll = this.next() * total;
    for (let i = 0; i < weights.length; i++) {
      roll -= Math.max(0, weights[i] ?? 0);
      if (roll < 0) return i;
    }
    return weights.length - 1;
  }
}

/** 32-bit FNV-1a hash of a string, with a seed so two hashes of one key differ. */
function hash32(value: string, seed = 0x811c9dc5): number {
  let h = seed >>> 0;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

const hex8 = (n: number) => (n >>> 0).toString(16).padStart(8, '0');

/**
 * A 24-character lower-case hex id shaped like a MongoDB ObjectId: the first 8 digits are the
 * seconds of `isoDate` (the record's own date, not the clock), the rest a hash of `key`.
 */
export function objectId(key: string, isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const seconds = Math.floor(Date.UTC(y, m - 1, d, 9, 0, 0) / 1000);
  return hex8(seconds) + hex8(hash32(key, 0x9e3779b9)) + hex8(hash32(key));
}
