/** Counts in words, in Catalan: '1 article', '12 articles', '1.250 articles'. */

const number = new Intl.NumberFormat('ca');

/** `count` with the noun that agrees with it: `one` for exactly 1, `many` otherwise (0 included). */
export function countLabel(count: number, one: string, many: string): string {
  return `${number.format(count)} ${count === 1 ? one : many}`;
}
