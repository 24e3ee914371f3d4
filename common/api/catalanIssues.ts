/**
 * The one Catalan error map of zod: people read validation messages (the API's 400s, the desk's
 * forms, the operator's configuration), and zod's own defaults are English (its `ca` locale still
 * names types in English). Pass `{ error: catalanIssue }` to every safeParse whose messages a
 * person reads; a message given in a schema still wins over this map.
 * A message says what the value must be; the caller puts the field's name before it.
 */
import type { z } from 'zod';

const KINDS: Record<string, string> = {
  number: 'un nombre',
  int: 'un nombre enter',
  bigint: 'un nombre enter',
  string: 'un text',
  boolean: 'true o false',
  array: 'una llista',
  tuple: 'una llista',
  object: 'un objecte',
  record: 'un objecte',
  date: 'una data',
  literal: 'un valor concret',
};

const FORMATS: Record<string, string> = {
  url: 'ha de ser una adreça completa, amb l’esquema (https://…, postgres://…)',
  email: 'ha de ser una adreça electrònica',
  datetime: 'ha de ser una data i hora ISO 8601 (2026-11-16T00:00:00Z)',
  date: 'ha de ser una data AAAA-MM-DD',
  time: 'ha de ser una hora HH:MM',
  uuid: 'ha de ser un identificador UUID',
  regex: 'no té el format esperat',
};

/** Characters for text, elements for lists, the value itself for numbers. */
function sized(origin: string, bound: 'mínim' | 'màxim', limit: string, inclusive: boolean | undefined): string {
  if (origin === 'string') return `ha de tenir com a ${bound} ${limit} caràcters`;
  if (origin === 'array' || origin === 'set') return `ha de tenir com a ${bound} ${limit} elements`;
  if (origin === 'file') return `ha d’ocupar com a ${bound} ${limit} bytes`;
  if (inclusive === false) return bound === 'mínim' ? `ha de ser més gran que ${limit}` : `ha de ser més petit que ${limit}`;
  return `ha de ser com a ${bound} ${limit}`;
}

const listed = (values: readonly unknown[]): string =>
  values.length <= 1 ? values.map(String).join('') : `${values.slice(0, -1).map(String).join(', ')} o ${String(values.at(-1))}`;

export function catalanIssue(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined && issue.expected !== 'undefined') return 'és obligatori';
      return KINDS[issue.expected] ? `ha de ser ${KINDS[issue.expected]}` : 'valor no vàlid';
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return 'no pot ser buit';
      return sized(issue.origin, 'mínim', String(issue.minimum), issue.inclusive);
    case 'too_big':
      return sized(issue.origin, 'màxim', String(issue.maximum), issue.inclusive);
    case 'invalid_value':
      return `ha de ser ${listed(issue.values)}`;
    case 'invalid_format':
      return FORMATS[issue.format] ?? 'no té el format esperat';
    case 'not_multiple_of':
      return `ha de ser múltiple de ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return issue.keys.length === 1 ? `camp no admès: ${issue.keys[0] ?? ''}` : `camps no admesos: ${issue.keys.join(', ')}`;
    default:
      return 'valor no vàlid';
  }
}
