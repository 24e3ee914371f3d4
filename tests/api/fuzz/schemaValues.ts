/**
 * A small deterministic value generator driven by the OpenAPI document's JSON Schemas (what the
 * fuzz test of tests/api/openapi-fuzz.test.ts sends): a valid value for a schema, and the hostile
 * values fuzzers try on every field. Seeded, so a failing case is the same case on the next run.
 */

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

/** mulberry32: a tiny seeded PRNG, enough to pick among candidates reproducibly. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A stable seed from a text (an operation's method and path). */
export function seedOf(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

export const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/** Integer forms JavaScript's Number() reads but a decimal integer is not: each must be refused. */
export const LENIENT_INTEGERS = ['+1', ' 1', '0x10', '010', '1e0', '1.0', '0b1', ' 7 '];

/** Days that match AAAA-MM-DD but are not on the calendar. */
export const IMPOSSIBLE_DAYS = ['2026-02-30', '2026-13-45', '7118-46-80', '2025-02-29', '2026-00-10'];

/** Values a fuzzer tries on any string: traversal, size, unicode, injection, prototype keys. */
export const HOSTILE_STRINGS = [
  '../../../../etc/passwd',
  '..%2F..%2Fpackage.json',
  '..\\..\\windows\\win.ini',
  'x'.repeat(5000),
  '€'.repeat(985),
  '𝕏́\u202e\u0000',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  '%00',
  '',
  ...LENIENT_INTEGERS,
  '-1',
  '9'.repeat(40),
  'NaN',
  'Infinity',
  ...IMPOSSIBLE_DAYS,
];

/** A body that tries to reach Object.prototype. */
export const PROTOTYPE_BODY = JSON.parse('{"__proto__": {"admin": true, "polluted": 1}, "constructor": {"prototype": {"polluted": 1}}}') as object;

export class SchemaValues {
  constructor(
    private readonly components: Record<string, JsonSchema>,
    /** Real values of the running site (a cover image's name, an article's slug): tried first where a pattern admits them. */
    private readonly dictionary: readonly string[],
  ) {}

  resolve(schema: JsonSchema): JsonSchema {
    let s = schema;
    while (s.$ref) s = this.components[s.$ref.replace('#/components/schemas/', '')] ?? {};
    return s;
  }

  /**
   * A value the schema accepts (as far as a small generator can tell: patterns are matched from a
   * dictionary). Objects get their required properties and, at `depth` below 3, about a third of
   * the others; a `depth` of 3 or more gives the required ones alone.
   */
  valid(schema: JsonSchema, random: () => number, known: readonly string[] = [], depth = 0): unknown {
    const s = this.resolve(schema);
    if (s.const !== undefined) return s.const;
    if (s.enum) return pick(random, s.enum);
    const branches = s.anyOf ?? s.oneOf;
    if (branches) return this.valid(pick(random, branches), random, known, depth);
    if (s.allOf) return Object.assign({}, ...s.allOf.map((b) => this.valid(b, random, known, depth)) as object[]);
    const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
    if (type === 'integer' || type === 'number') {
      const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 0);
      const max = Math.min(s.maximum ?? min + 50, min + 50);
      const seen = known.map(Number).filter((n) => Number.isInteger(n) && n >= min && n <= (s.maximum ?? Infinity));
      if (seen.length > 0) return pick(random, seen);
      return s.default !== undefined && random() < 0.3 ? s.default : min + Math.floor(random() * (max - min + 1));
    }
    if (type === 'boolean') return random() < 0.5;
    if (type === 'array') {
      const count = Math.max(s.minItems ?? 0, Math.floor(random() * 3));
      return depth > 4 ? [] : Array.from({ length: count }, () => this.valid(s.items ?? {}, random, known, depth + 1));
    }
    if (type === 'object' || s.properties) {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(s.properties ?? {})) {
        if ((s.required ?? []).includes(key) || (depth < 3 && random() < 0.3)) out[key] = this.valid(prop, random, [], depth + 1);
      }
      return out;
    }
    return this.string(s, random, known);
  }

  private string(s: JsonSchema, random: () => number, known: readonly string[]): string {
    if (s.format === 'date-time') return '2026-03-01T10:00:00.000Z';
    if (s.format === 'date') return '2026-03-01';
    const fits = (text: string) => text.length >= (s.minLength ?? 0) && text.length <= (s.maxLength ?? Infinity) && matches(s.pattern, text);
    const seen = known.filter(fits);
    if (seen.length > 0) return pick(random, seen);
    const candidates = [...this.dictionary, 'abc', 'fuzz-1', '2026-03-01', 'http://127.0.0.1:9/fuzz', 'https://127.0.0.1:9/fuzz', 'ES', '0123456789abcdef0123456789abcdef', 'a.jpg'].filter(fits);
    return candidates.length > 0 ? pick(random, candidates) : 'a'.repeat(Math.max(1, s.minLength ?? 1));
  }
}

/**
 * Whether a document pattern admits a text (a pattern this engine cannot read admits nothing). The
 * generator of the document writes a case-insensitive pattern with its flags (`^https?:…$/i`).
 */
function matches(pattern: string | undefined, text: string): boolean {
  if (pattern === undefined) return true;
  const flagged = /^(.*\$)\/([a-z]+)$/.exec(pattern);
  try {
    return (flagged ? new RegExp(flagged[1]!, flagged[2]) : new RegExp(pattern, 'u')).test(text);
  } catch {
    return false;
  }
}

/** Whether a schema is a calendar day ('2026-03-01' fits it, as a format or a pattern). */
export function isDaySchema(schema: JsonSchema): boolean {
  return schema.format === 'date' || (schema.type === 'string' && matches(schema.pattern, '2026-03-01') && schema.pattern !== undefined && !matches(schema.pattern, 'abc'));
}

/** Whether a schema is a number (a path or query value the server coerces from text). */
export function isNumberSchema(schema: JsonSchema): boolean {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes('integer') || types.includes('number');
}
