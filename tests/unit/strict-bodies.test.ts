import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { API_ROUTES } from '../../common/api/index.js';

/**
 * Every JSON body the API reads refuses a field it does not know (400 «camp no admès»): a staff
 * script that misspells `format` or a filter's name gets an error, not the whole table downloaded
 * with the typo ignored. Objects anywhere in a body, unions' every option, arrays' items.
 */
type Def = { type: string; shape?: Record<string, z.ZodType>; catchall?: { _zod: { def: Def } }; innerType?: Schema; in?: Schema; out?: Schema; options?: Schema[]; element?: Schema };
type Schema = { _zod: { def: Def } };

function lenientObjects(schema: Schema, at: string, found: string[]): void {
  const def = schema._zod.def;
  switch (def.type) {
    case 'object':
      if (def.catchall?._zod.def.type !== 'never') found.push(at || '(the body)');
      for (const [key, value] of Object.entries(def.shape ?? {})) lenientObjects(value as unknown as Schema, `${at}.${key}`, found);
      return;
    case 'union':
      for (const option of def.options ?? []) lenientObjects(option, at, found);
      return;
    case 'array':
      if (def.element) lenientObjects(def.element, `${at}[]`, found);
      return;
    case 'pipe':
      if (def.in) lenientObjects(def.in, at, found);
      if (def.out) lenientObjects(def.out, at, found);
      return;
    default:
      if (def.innerType) lenientObjects(def.innerType, at, found);
  }
}

// The readers' beacons: sent by pages that may have been loaded before a deploy, which a
// field added since must not turn into errors; they store only the fields they name.
const BEACONS = new Set(['analytics.record', 'analytics.click', 'connections.track']);
// Inside a body: the browser's own WebAuthn answer (browsers add fields to it: @simplewebauthn reads
// what it knows), and an article's blocks, read by the one block schema that also reads edition
// packages and the sync of copies made by other versions (common/api/deskInput.ts).
const LENIENT_INSIDE = [/ \.response(\.|$)/, / \.text\[\]/];

describe('the bodies of the API', () => {
  it('refuse unknown fields at every level', () => {
    const lenient: string[] = [];
    for (const route of API_ROUTES) {
      if (!route.body || BEACONS.has(`${route.area}.${route.name}`)) continue;
      const found: string[] = [];
      lenientObjects(route.body as unknown as Schema, '', found);
      lenient.push(...found.map((where) => `${route.method.toUpperCase()} ${route.path} ${where}`).filter((at) => !LENIENT_INSIDE.some((inside) => inside.test(at))));
    }
    expect(lenient).toEqual([]);
  });
});
