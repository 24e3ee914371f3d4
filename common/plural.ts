/** Counted nouns in Catalan: "1 article", "7.609 connexions" (the number with Catalan digit grouping). */
const catalanNumber = new Intl.NumberFormat('ca');

export function countLabel(count: number, one: string, many: string): string {
  return `${catalanNumber.format(count)} ${count === 1 ? one : many}`;
}
