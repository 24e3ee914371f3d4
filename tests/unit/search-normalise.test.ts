import { describe, expect, it } from 'vitest';
import { markHtml, snippet } from '../../server/search/highlight.js';
import { VOCABULARY } from '../../bench/search.js';
import { buildDemoMagazine } from '../../server/demo/buildDemoMagazine.js';
import type { BodyBlock } from '../../common/types.js';
import { bodyText, indexFields } from '../../server/search/documents.js';
import { indexText, matchExpression, matchLevels, matchSetExpression, queryTerms, STEM_SHARED_LETTERS, stemKeys, words, wordMatches, type QueryTerm } from '../../server/search/normalise.js';

/** Does a query find a text, by the same rules the FTS5 index applies (token equality or prefix)? */
function finds(query: string, text: string): boolean {
  const tokens = new Set(indexText(text).split(' '));
  return queryTerms(query).every((term) =>
    tokens.has(term.word) ||
    term.stems.some((s) => tokens.has(`_${s}`)) ||
    (term.prefix && [...tokens].some((t) => t.startsWith(term.word))),
  );
}

describe('Catalan normalisation', () => {
  it('ignores case and accents', () => {
    expect(finds('creacio', 'Creació')).toBe(true);
    expect(finds('CREACIÓ', 'la creacio')).toBe(true);
    expect(finds('pages', 'Països Catalans i paisatges')).toBe(false);
  });

  it('finds Llull when typed with one l', () => {
    expect(finds('lull', 'Ramon Llull')).toBe(true);
    expect(finds('Llull', 'ramon lull')).toBe(true);
  });

  it('joins every spelling of l·l into one word', () => {
    for (const spelling of ['col·lecció', 'col.lecció', 'coŀlecció', 'colleccio', 'COL·LECCIÓ', 'col•lecció']) {
      expect(words(spelling), spelling).toEqual(['coleccio']);
      expect(finds(spelling, 'Una col·lecció de contes')).toBe(true);
    }
    expect(finds('col·lecció', 'una col.lecció de contes')).toBe(true);
  });

  it('does not join a full stop between other letters', () => {
    expect(words('Vol. 2 i cap. l.')).toEqual(['vol', '2', 'i', 'cap', 'l']);
  });

  it('splits elided articles and pronouns, straight or typographic', () => {
    expect(finds('art', "Sobre l'art contemporani")).toBe(true);
    expect(finds('art', 'Sobre l’art contemporani')).toBe(true);
    expect(finds('obra', "d'obra i s'hi queda; n'obra una")).toBe(true);
    expect(queryTerms("l'art").map((t) => t.word)).toEqual(['art']);
  });

  it('matches singular and plural forms despite the uneven Snowball stemmer', () => {
    expect(finds('llibres', 'Un llibre nou')).toBe(true);
    expect(finds('llibre vell', 'Dos llibres vells')).toBe(true);
    expect(finds('creacions poètica', 'La creació poètica')).toBe(true);
    expect(finds('poemes', 'Un poema')).toBe(true);
    expect(finds('entrevistes escrit', 'Una entrevista escrita')).toBe(true);
    expect(stemKeys('llibres')).toContain(stemKeys('llibre')[0]);
  });

  it('matches the word being typed as a prefix', () => {
    expect(finds('filos', 'La filosofia de Joan Fuster')).toBe(true);
    expect(finds('joan fust', 'La filosofia de Joan Fuster')).toBe(true);
    // Only the last word is a prefix: the earlier ones must be whole words or word forms.
    expect(finds('filo joan', 'La filosofia de Joan Fuster')).toBe(false);
  });

  it('expands only words of four letters or more as prefixes', () => {
    expect(finds('filo', 'La filosofia')).toBe(true);
    // Three letters match whole words and word forms, not every word they begin.
    expect(finds('fil', 'La filosofia')).toBe(false);
    expect(finds('art', 'Les arts')).toBe(true);
  });

  it('does not let a short half-typed word stem to an unrelated word', () => {
    // Snowball stems `filos` to `fil`, which is also the stem of `fill` (son).
    expect(finds('filos', 'El fill del pescador')).toBe(false);
  });
});

describe('query syntax is always plain text', () => {
  const hostile = ['"', '"unclosed', 'a*', '-art', 'art OR cinema', 'NOT poesia', '(parèntesi', 'NEAR(a b)', 'col:umna', '^start', '***', "'", '+'];

  it.each(hostile)('builds well-formed MATCH expressions for %s', (query) => {
    for (const expression of [matchExpression(queryTerms(query)), matchSetExpression(queryTerms(query))]) {
      // Only quoted [a-z0-9_] tokens, optional *, parentheses, OR and AND.
      expect(expression).toMatch(/^(\((("[a-z0-9_]+"\*?)( OR "[a-z0-9_]+"\*?)*)\)( AND |$))*$/);
    }
  });

  it('drops from the counting expression only what another phrase of the term already covers', () => {
    // llibres: its stems cover the word; the prefix covers it as well.
    expect(matchSetExpression(queryTerms('llibres de poesia'))).not.toMatch(/"llibres"(?!\*)/);
    expect(matchSetExpression(queryTerms('llibres de poesia'))).toContain('"poesia"*');
    // A word without stem keys (too short) keeps its exact form.
    expect(matchSetExpression(queryTerms('xe mar'))).toContain('("xe")');
  });

  it('reads OR and NOT as the Catalan words they are', () => {
    expect(queryTerms('or i plata').map((t) => t.word)).toEqual(['or', 'plata']);
    expect(matchExpression(queryTerms('art OR cinema'))).toContain('("or"');
  });

  it('has no terms for punctuation only', () => {
    expect(queryTerms('"')).toEqual([]);
    expect(queryTerms('  *** ')).toEqual([]);
  });

  it('keeps at most ten terms', () => {
    expect(queryTerms(Array.from({ length: 30 }, (_, i) => `paraula${i}`).join(' '))).toHaveLength(10);
  });
});

describe('levels of matching, for relevance', () => {
  /** The documents of a level: the texts its terms find, by the index's rules. */
  const found = (terms: readonly QueryTerm[], texts: string[]) =>
    texts.filter((text) => {
      const tokens = new Set(indexText(text).split(' '));
      return terms.every((t) => tokens.has(t.word) || t.stems.some((s) => tokens.has(`_${s}`)) || (t.prefix && [...tokens].some((k) => k.startsWith(t.word))));
    });
  const TEXTS = ['La tardor a la Fageda', 'Ramon Tarrés, ebenista', 'Les tardors del poble', 'Paisatges tardorals', 'Cap relació'];

  it('the words as typed, then their forms, then the prefix: each level finds a subset of the next, the last the whole query', () => {
    const terms = queryTerms('tardor');
    const levels = matchLevels(terms);
    expect(levels).toHaveLength(3);
    expect(levels[2]).toEqual(terms);
    const sets = levels.map((level) => found(level, TEXTS));
    expect(sets[0]).toEqual(['La tardor a la Fageda']);
    // The stemmer cuts 'tardor' and 'Tarrés' alike: a form, never a word as typed.
    expect(sets[1]).toEqual(expect.arrayContaining(['La tardor a la Fageda', 'Les tardors del poble', 'Ramon Tarrés, ebenista']));
    expect(sets[2]).toContain('Paisatges tardorals');
    for (let i = 1; i < sets.length; i++) expect(sets[i]).toEqual(expect.arrayContaining(sets[i - 1]!));
  });

  it('leaves out a level that would find what the next one finds', () => {
    // No stems and no prefix: one level.
    expect(matchLevels(queryTerms('de la'))).toHaveLength(1);
    // A last word under four letters is no prefix: the words, then their forms.
    const levels = matchLevels(queryTerms('llibres mar'));
    expect(levels).toHaveLength(2);
    expect(levels[0]!.every((t) => t.stems.length === 0 && !t.prefix)).toBe(true);
  });
});

describe('highlighting', () => {
  it('marks every spelling of the query in a title, leaving tags and entities intact', () => {
    const terms = queryTerms('colleccio');
    expect(markHtml('La <em>col·lecció</em> &amp; altres', terms)).toBe('La <em><mark>col·lecció</mark></em> &amp; altres');
  });

  it('marks word forms and the typed prefix', () => {
    expect(markHtml('Llibres de filosofia', queryTerms('llibre filo'))).toBe('<mark>Llibres</mark> de <mark>filosofia</mark>');
  });

  it('marks the word after an elision, not the article', () => {
    expect(markHtml("Sobre l'art", queryTerms('art'))).toBe('Sobre l&#39;<mark>art</mark>');
  });

  it('cuts a snippet around the matches with ellipses', () => {
    const text = `${'Paraula de farciment. '.repeat(30)}Aquí parla de cinema i de més cinema. ${'Final sense res. '.repeat(30)}`;
    const result = snippet(text, queryTerms('cinema'), 120)!;
    expect(result.startsWith('…')).toBe(true);
    expect(result.endsWith('…')).toBe(true);
    expect(result).toContain('<mark>cinema</mark>');
    expect(result.length).toBeLessThan(200);
  });

  it('has no snippet when nothing matches', () => {
    expect(snippet('Res a veure', queryTerms('cinema'))).toBeNull();
  });

  it('matches a word against terms as the index does', () => {
    expect(wordMatches('filosofia', queryTerms('filos'))).toBe(true);
    expect(wordMatches('fill', queryTerms('filos'))).toBe(false);
  });
});

describe('what highlighting may assume of stem keys', () => {
  it('every stem key of every word of the demo magazine and the benchmark vocabulary begins with the word\'s first two letters', () => {
    const all = new Set(VOCABULARY.flatMap((w) => words(w)));
    for (const a of buildDemoMagazine().articles) for (const w of words(`${a.title} ${a.summary ?? ''} ${bodyText(a.text)}`)) all.add(w);
    expect(all.size).toBeGreaterThan(20_000);
    const broken = [...all].flatMap((w) => stemKeys(w).filter((k) => !k.startsWith(w.slice(0, STEM_SHARED_LETTERS))).map((k) => `${w}→${k}`));
    expect(broken).toEqual([]);
  });
});

describe('what a body puts in the index', () => {
  it('is the index text of the whole body, read block by block (so a save re-reads only the blocks that changed)', () => {
    const source = (text: BodyBlock[]) => ({ id: 'a', title: 'T', summary: null, body: text, section: 'articles', year: 2031, publishedOn: '2031-01-01', issueNumber: 1, position: 0, authorNames: [] });
    const tricky: BodyBlock[] = [
      { type: 'paragraph', content: 'La col·lecció de l’<em>home</em> ' },
      { type: 'title2', content: 'ŀ' },
      { type: 'question', content: 'l Llull? Creacions' },
      { type: 'footnotes', notes: [{ content: 'Nota <strong>u</strong>' }, { content: '' }] },
      { type: 'biography', content: ['Cançó', 'àvia'] },
    ];
    for (const body of [tricky, ...buildDemoMagazine().articles.slice(0, 40).map((a) => a.text)]) {
      expect(indexFields(source(body)).body).toBe(indexText(bodyText(body)));
      // Read again from what it remembers, the same.
      expect(indexFields(source(body)).body).toBe(indexText(bodyText(body)));
    }
  });

  it('reads a list’s items, as readers see them', () => {
    expect(bodyText([{ type: 'list', ordered: false, items: ['Pa de <em>pagès</em>', 'Vi negre'] }])).toBe('Pa de pagès Vi negre');
  });
});
