/**
 * Every reason the import can give for refusing a package (server/import/reasons.ts, the one place
 * they are made): a stable machine code, and words in Catalan that say what to do (issue 21,
 * defect 3: staff read English driver messages after 'MOTIU:').
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { reasons, type Reason } from '../../server/import/reasons.js';

// Words of the English reasons staff used to read ("not a zip archive", 'path with ".."',
// "edition 49 is already published", "is not in issues.json").
const ENGLISH = /\b(the|is|not|must|already|with|path|refused|edition|archive|found|record|signature|invalid|expected)\b/i;
// What to do: every reason closes with an instruction (an imperative, or 'torna-ho a provar').
const SAYS_WHAT_TO_DO =
  /\b(Torna|torna|Comprimeix|Reanomena|Posa|Treu|Redueix|Deixa|Divideix|afegeix|Afegeix|Revisa|Corregeix|corregeix|Canvia|Dona|Fes servir|retira|descarta|avisa)/;

const invalidRecord = z.object({ data: z.string() }).safeParse({}).error!;
const samples: { [K in keyof typeof reasons]: Parameters<(typeof reasons)[K]> } = {
  notAZip: [],
  backslash: [],
  absolutePath: [],
  climbingPath: [],
  controlCharacters: [],
  symbolicLink: [],
  unexpectedFolder: [],
  encrypted: [],
  compression: [99],
  entryTooLarge: [1024 * 1024],
  twice: [],
  mediaSubfolder: [],
  unexpectedFile: [],
  unpacksTooLarge: [3 * 1024 * 1024, 1024 * 1024],
  missingFile: ['issues.json'],
  notAList: [],
  invalidJson: [new SyntaxError('Unexpected token } in JSON at position 12')],
  invalidRecord: [invalidRecord],
  unsupportedMedia: [],
  unreadableMedia: [],
  rejectedArticles: [['art-1', 'art-2']],
  editionNotInIssues: [50],
  noEdition: [],
  duplicateEdition: [49],
  editionPublished: [49],
  idOfPublished: ['issue-49', 49],
  idOfDraft: ['issue-50', 50],
  duplicateArticle: [],
  duplicateAddress: ['/articles/un-article'],
  articleIdTaken: [48],
  addressTaken: ['/articles/un-article', 48],
  slugTaken: ['anna-grau'],
  altWithoutMedia: [],
  mediaNameTaken: [],
  writeConflict: [],
  missingReference: [],
  writeFailed: [],
};

const made = Object.entries(samples).map(([name, args]) => {
  const make = reasons[name as keyof typeof reasons] as (...a: unknown[]) => Reason;
  return [name, make(...args)] as const;
});

describe('every reason a package is refused for', () => {
  it('is listed here, so that a new one is checked too', () => {
    expect(Object.keys(samples).sort()).toEqual(Object.keys(reasons).sort());
  });

  it.each(made)('%s: a stable code and Catalan words that say what to do', (_name, why) => {
    expect(why.code).toMatch(/^[a-z]+(_[a-z]+)*$/);
    expect(why.reason).not.toMatch(ENGLISH);
    expect(why.reason).toMatch(SAYS_WHAT_TO_DO);
  });

  it('a missing issues.json says the file is missing, under its own code', () => {
    expect(reasons.missingFile('issues.json')).toEqual({ code: 'missing_file', reason: expect.stringMatching(/^Falta el fitxer issues\.json\./) });
  });
});
