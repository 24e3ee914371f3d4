/** Counts in words, in Catalan: '1 article', '12 articles', '1.250 articles'. */

const number = new Intl.NumberFormat('ca');

/** The word that agrees with `count` (a noun, or the verb before it): `one` for exactly 1, `many` otherwise (0 included). */
export function agree(count: number, one: string, many: string): string {
  return count === 1 ? one : many;
}

/** `count` with the noun that agrees with it: '1 article', '12 articles'. */
export function countLabel(count: number, one: string, many: string): string {
  return `${number.format(count)} ${agree(count, one, many)}`;
}
