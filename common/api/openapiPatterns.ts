/**
 * Regular expressions as JSON Schema can say them. The generator writes a JavaScript regex with
 * flags as 'source/i', which no validator reads as meant (it would want a literal '/i' at the end
 * and so match nothing); a JSON Schema `pattern` has no flags. The case-insensitive flag is
 * translated into the pattern itself (each letter as [xX]); any other flag that changes what
 * matches cannot be said, and the document is not generated rather than be wrong.
 */

const FLAGS_AT_END = /(?<!\\)\/([dgimsuvy]+)$/;

/** Flags that change nothing a single test against a whole string sees. */
const HARMLESS = new Set(['g', 'y', 'd', 'u']);

const bothCases = (letter: string) => `${letter.toLowerCase()}${letter.toUpperCase()}`;

/** The pattern matching what `source` matches with the `i` flag (ASCII letters). */
export function ignoringCase(source: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === '\\') {
      const next = source[i + 1] ?? '';
      if ('uxpPck'.includes(next)) throw new Error(`pattern ${source}: the escape \\${next} is not translated`);
      out += c + next;
      i += 1;
    } else if (!inClass && c === '(' && source.startsWith('(?<', i) && !'=!'.includes(source[i + 3] ?? '')) {
      throw new Error(`pattern ${source}: named groups are not translated`);
    } else if (c === '[' && !inClass) {
      inClass = true;
      out += c;
    } else if (c === ']' && inClass) {
      inClass = false;
      out += c;
    } else if (inClass && /[a-z]/i.test(c) && source[i + 1] === '-' && /[a-z]/i.test(source[i + 2] ?? '')) {
      const to = source[i + 2]!;
      out += `${c.toLowerCase()}-${to.toLowerCase()}${c.toUpperCase()}-${to.toUpperCase()}`;
      i += 2;
    } else if (/[a-z]/i.test(c)) {
      out += inClass ? bothCases(c) : `[${bothCases(c)}]`;
    } else {
      out += c;
    }
  }
  return out;
}

/** A generated `pattern` as JSON Schema reads it. */
export function jsonSchemaPattern(generated: string): string {
  const flags = FLAGS_AT_END.exec(generated);
  if (!flags) return generated;
  const source = generated.slice(0, flags.index);
  const meaningful = [...flags[1]!].filter((f) => !HARMLESS.has(f));
  if (meaningful.some((f) => f !== 'i')) throw new Error(`pattern /${source}/${flags[1]}: the flags ${meaningful.join('')} cannot be said in JSON Schema`);
  return meaningful.includes('i') ? ignoringCase(source) : source;
}
