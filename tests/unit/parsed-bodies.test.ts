import { describe, expect, it } from 'vitest';
import { parsedBody } from '../../server/content/parsedBodies.js';

const stored = (content: string) => JSON.stringify([{ type: 'paragraph', content }]);

describe('article bodies parsed once per version', () => {
  it('gives the same blocks for the same stored text, read again from the database', () => {
    const first = parsedBody(stored('Primer paràgraf.'));
    // A new string with the same text, as each database read returns.
    const again = parsedBody(stored('Primer paràgraf.'));
    expect(first).toEqual([{ type: 'paragraph', content: 'Primer paràgraf.' }]);
    expect(again).toBe(first);
  });

  it('parses an edited body anew', () => {
    const before = parsedBody(stored('Abans de corregir.'));
    const after = parsedBody(stored('Després de corregir.'));
    expect(after).not.toBe(before);
    expect(after).toEqual([{ type: 'paragraph', content: 'Després de corregir.' }]);
  });

  it('shares no blocks anyone can change', () => {
    const blocks = parsedBody(stored('Compartit.'));
    expect(() => {
      (blocks[0] as { content: string }).content = 'canviat';
    }).toThrow(TypeError);
    expect(parsedBody(stored('Compartit.'))[0]).toEqual({ type: 'paragraph', content: 'Compartit.' });
  });

  it('reads an empty or broken body as no blocks', () => {
    expect(parsedBody('')).toEqual([]);
    expect(parsedBody(null)).toEqual([]);
    expect(parsedBody('{not json')).toEqual([]);
  });
});
