/**
 * The one Catalan error map of zod (common/api/catalanIssues.ts): every kind of issue zod raises
 * reads as Catalan, says what the value must be, and a message a schema gives still wins.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catalanIssue } from '../../common/api/catalanIssues.js';

const ENGLISH = /\b(must|expected|received|invalid|required|string|number|input|too|should|Unrecognized)\b/i;

function messageOf(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value, { error: catalanIssue });
  if (result.success) throw new Error('the value was accepted');
  return result.error.issues.map((i) => i.message).join('; ');
}

describe('zod issues, in Catalan', () => {
  it.each<[string, z.ZodType, unknown, string]>([
    ['a missing value', z.object({ q: z.string() }), {}, 'és obligatori'],
    ['a text for a number', z.number(), 'tres', 'ha de ser un nombre'],
    ['a query value that is not a number', z.coerce.number(), 'abc', 'ha de ser un nombre'],
    ['a fraction for a whole number', z.number().int(), 1.5, 'ha de ser un nombre enter'],
    ['a number for a text', z.string(), 3, 'ha de ser un text'],
    ['a text for true or false', z.boolean(), 'sí', 'ha de ser true o false'],
    ['an object for a list', z.array(z.string()), {}, 'ha de ser una llista'],
    ['a list for an object', z.object({}), [], 'ha de ser un objecte'],
    ['an empty text', z.string().min(1), '', 'no pot ser buit'],
    ['a short text', z.string().min(12), 'curt', 'ha de tenir com a mínim 12 caràcters'],
    ['a long text', z.string().max(3), 'llarg', 'ha de tenir com a màxim 3 caràcters'],
    ['a short list', z.array(z.number()).min(2), [1], 'ha de tenir com a mínim 2 elements'],
    ['a long list', z.array(z.number()).max(1), [1, 2], 'ha de tenir com a màxim 1 elements'],
    ['a small number', z.number().min(1), 0, 'ha de ser com a mínim 1'],
    ['a big number', z.number().max(65535), 70000, 'ha de ser com a màxim 65535'],
    ['a number not above the bound', z.number().positive(), 0, 'ha de ser més gran que 0'],
    ['a number not below the bound', z.number().lt(10), 10, 'ha de ser més petit que 10'],
    ['a value outside a list', z.enum(['json', 'csv']), 'pdf', 'ha de ser json o csv'],
    ['a value outside a longer list', z.enum(['day', 'week', 'month']), 'year', 'ha de ser day, week o month'],
    ['another literal', z.literal('true'), 'false', 'ha de ser true'],
    ['an address without a scheme', z.string().url(), 'revista', 'ha de ser una adreça completa, amb l’esquema (https://…, postgres://…)'],
    ['a mail address', z.string().email(), 'revista', 'ha de ser una adreça electrònica'],
    ['a text off its pattern', z.string().regex(/^\d+$/), 'x', 'no té el format esperat'],
    ['a number off its step', z.number().multipleOf(5), 7, 'ha de ser múltiple de 5'],
    ['an unknown field', z.strictObject({ a: z.string() }), { a: 'x', b: 1 }, 'camp no admès: b'],
    ['unknown fields', z.strictObject({}), { b: 1, c: 2 }, 'camps no admesos: b, c'],
    ['no case of a union', z.union([z.number(), z.boolean()]), 'x', 'valor no vàlid'],
  ])('%s', (_what, schema, value, message) => {
    const got = messageOf(schema, value);
    expect(got).toBe(message);
    expect(got).not.toMatch(ENGLISH);
  });

  it('leaves a message the schema gives as it is', () => {
    expect(messageOf(z.string().min(1, 'cal un títol'), '')).toBe('cal un títol');
  });

  it('is needed: zod alone answers in English', () => {
    expect(z.number().safeParse('x').error?.issues[0]?.message).toMatch(ENGLISH);
  });
});
