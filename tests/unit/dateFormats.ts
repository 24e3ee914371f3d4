/**
 * Finds the dates of an example that its schema does not call dates: every string shaped like an
 * ISO 8601 day or time must sit where the schema says `format: date` or `date-time` (a request
 * that takes either says both), or gives the exact pattern of a shape RFC 3339 has no name for
 * (a month, an hour of a timeline).
 */
type Schema = Record<string, unknown>;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** The alternatives a schema offers for one value: itself, and those of its anyOf, oneOf and allOf, with $refs followed. */
function alternatives(schema: unknown, resolve: (ref: string) => unknown): Schema[] {
  if (!schema || typeof schema !== 'object') return [];
  const s = schema as Schema;
  if (typeof s.$ref === 'string') return alternatives(resolve(s.$ref), resolve);
  const nested = ['anyOf', 'oneOf', 'allOf'].flatMap((key) => (Array.isArray(s[key]) ? (s[key] as unknown[]) : []).flatMap((alt) => alternatives(alt, resolve)));
  return [s, ...nested];
}

/** Where `value` holds a date its schema does not call one, as JSON pointers with the value. */
export function undatedDates(schema: unknown, value: unknown, resolve: (ref: string) => unknown, at = ''): string[] {
  const alts = alternatives(schema, resolve);
  if (typeof value === 'string') {
    const wanted = ISO_TIME.test(value) ? 'date-time' : ISO_DAY.test(value) ? 'date' : null;
    return wanted && !alts.some((a) => a.format === wanted || typeof a.pattern === 'string') ? [`${at || '/'} (${value})`] : [];
  }
  if (Array.isArray(value)) {
    const items = alts.map((a) => a.items).filter(Boolean);
    return value.flatMap((item, i) => items.flatMap((s) => undatedDates(s, item, resolve, `${at}/${i}`)).slice(0, 1));
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, v]) => {
      const fields = alts.map((a) => (a.properties as Record<string, unknown> | undefined)?.[key] ?? (typeof a.additionalProperties === 'object' ? a.additionalProperties : undefined)).filter(Boolean);
      // A field no alternative describes (an open row) is not the document's to date.
      if (fields.length === 0) return [];
      const found = fields.map((s) => undatedDates(s, v, resolve, `${at}/${key}`));
      return found.some((f) => f.length === 0) ? [] : found[0]!;
    });
  }
  return [];
}
