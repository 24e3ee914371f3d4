import fs from 'node:fs';
import { describe, it, expect } from 'vitest';
import { buildDemoMagazine } from '../../server/demo/buildDemoMagazine.js';
import { fill, typeset } from '../../server/demo/text.js';
import { articleDataToIso, parseArticleDate } from '../../common/dates.js';
import { slugify } from '../../common/authors.js';
import { SECTION_KEYS } from '../../common/sections.js';
import type { BodyBlock, BodyBlockType, MagazineContent } from '../../common/types.js';

const magazine: MagazineContent = buildDemoMagazine();
const { issues, articles, authors } = magazine;

const HEX_ID = /^[0-9a-f]{24}$/;
const ALL_BLOCK_TYPES: BodyBlockType[] = [
  'paragraph', 'paragraph2', 'title', 'title2', 'question', 'image', 'video', 'youtube', 'biography', 'footnotes', 'image-foot',
];

function blocks(): BodyBlock[] {
  return articles.flatMap((a) => a.text);
}

function plainText(): string {
  return articles
    .flatMap((a) => [a.title, a.summary ?? '', ...a.text.map((b) => ('content' in b && typeof b.content === 'string' ? b.content : ''))])
    .join('\n');
}

describe('demo magazine: determinism', () => {
  it('builds the same magazine every time', () => {
    expect(buildDemoMagazine()).toEqual(magazine);
  });
});

describe('demo magazine: editions', () => {
  it('has 49 monthly editions numbered 0..48 from January 2020', () => {
    expect(issues.map((i) => i.number)).toEqual(Array.from({ length: 49 }, (_, n) => n));
    for (const issue of issues) {
      const year = 2020 + Math.floor(issue.number / 12);
      const month = String((issue.number % 12) + 1).padStart(2, '0');
      expect(issue.publicationDate).toBe(`${year}-${month}-01`);
      expect(issue.year).toBe(year);
    }
    expect(issues[0]?.publicationDate).toBe('2020-01-01');
    expect(issues[48]?.publicationDate).toBe('2024-01-01');
  });

  it('gives every edition its own title, description, cover and cover credit', () => {
    expect(new Set(issues.map((i) => i.title)).size).toBe(49);
    for (const issue of issues) {
      expect(issue.description.length).toBeGreaterThan(20);
      expect(issue.coverImage).toBe(`cover-${String(issue.number).padStart(2, '0')}.jpg`);
      expect(issue.coverCredit?.artist).toBeTruthy();
      expect(issue.coverCredit?.artwork).toBeTruthy();
      expect(issue.coverCredit?.profileUrl).toMatch(/^https:\/\/(www\.instagram\.com|bsky\.app)\//);
      expect(issue._id).toMatch(HEX_ID);
    }
  });

  it('has 8 to 14 articles per edition over at least 4 sections', () => {
    for (const issue of issues) {
      const own = articles.filter((a) => a.issueNumber === issue.number);
      expect(own.length).toBeGreaterThanOrEqual(8);
      expect(own.length).toBeLessThanOrEqual(14);
      expect(issue.totalArticles).toBe(own.length);
      const sections = SECTION_KEYS.filter((key) => own.some((a) => a.section === key));
      expect(issue.sections).toEqual(sections);
      expect(sections.length).toBeGreaterThanOrEqual(4);
    }
  });

  it('lists exactly its articles in articlesOrder', () => {
    for (const issue of issues) {
      const own = articles.filter((a) => a.issueNumber === issue.number).map((a) => a._id);
      expect(issue.articlesOrder).toEqual(own);
    }
    expect(issues.flatMap((i) => i.articlesOrder)).toHaveLength(articles.length);
  });

  it('features about one article per edition', () => {
    for (const issue of issues) {
      const featured = articles.filter((a) => a.issueNumber === issue.number && a.featured);
      expect(featured).toHaveLength(1);
    }
  });
});

describe('demo magazine: the manual PDF edition', () => {
  it('has exactly one pdfManual edition, number 12', () => {
    expect(issues.filter((i) => i.pdfManual).map((i) => i.number)).toEqual([12]);
  });

  it('carries pdf attributes on every block of that edition, and only there', () => {
    const manual = articles.filter((a) => a.issueNumber === 12);
    const manualBlocks = manual.flatMap((a) => a.text);
    for (const block of manualBlocks) {
      expect(block.pdf?.page).toBeGreaterThanOrEqual(4);
      expect(() => JSON.parse(block.pdf?.styles ?? '')).not.toThrow();
    }
    const divided = manualBlocks.filter((b) => b.pdf?.division);
    expect(divided.length).toBeGreaterThan(0);
    for (const block of divided) {
      expect(typeof block.pdf?.division?.contentPage).toBe('string');
      expect(typeof block.pdf?.division?.contentNextPage).toBe('string');
      expect(typeof block.pdf?.division?.alignLast).toBe('boolean');
    }
    expect(divided.some((b) => (b.pdf?.division?.contentNextPage ?? '') !== '')).toBe(true);
    const qr = manualBlocks.filter((b) => b.pdf?.type === 'qr');
    expect(qr.length).toBeGreaterThan(0);
    for (const block of qr) expect(block.pdf?.path).toBeTruthy();
    expect(articles.filter((a) => a.issueNumber !== 12).flatMap((a) => a.text).some((b) => b.pdf)).toBe(false);
  });
});

describe('demo magazine: articles', () => {
  it('has unique ids and unique (section, url) pairs', () => {
    const ids = articles.map((a) => a._id);
    for (const id of ids) expect(id).toMatch(HEX_ID);
    expect(new Set(ids).size).toBe(ids.length);
    const allIds = [...ids, ...issues.map((i) => i._id), ...authors.map((a) => a._id)];
    expect(new Set(allIds).size).toBe(allIds.length);
    const keys = articles.map((a) => `${a.section}/${a.url}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const article of articles) expect(article.url).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('has a distinct title for every article', () => {
    const titles = articles.map((a) => a.title);
    expect(new Set(titles).size).toBe(titles.length);
    expect(titles.some((t) => t.includes('«'))).toBe(true);
    expect(titles.some((t) => t.includes('“'))).toBe(true);
    expect(titles.some((t) => t.includes('&'))).toBe(true);
    expect(titles.some((t) => /<(em|i)>/.test(t))).toBe(true);
  });

  it('never gives two articles the same summary (cards of one page would repeat it)', () => {
    const bySummary = new Map<string, string[]>();
    for (const article of articles) {
      if (!article.summary) continue;
      bySummary.set(article.summary, [...(bySummary.get(article.summary) ?? []), `${article.section}/${article.url}`]);
    }
    const shared = [...bySummary].filter(([, places]) => places.length > 1).map(([summary, places]) => `${places.join(' | ')}: ${summary}`);
    expect(shared).toEqual([]);
  });

  it('dates each article in its edition month, day 1 to 28', () => {
    for (const article of articles) {
      const date = parseArticleDate(article.data);
      const issue = issues[article.issueNumber];
      expect(date).not.toBeNull();
      expect(date?.day).toBeGreaterThanOrEqual(1);
      expect(date?.day).toBeLessThanOrEqual(28);
      expect(`${date?.year}-${String(date?.month).padStart(2, '0')}`).toBe(issue?.publicationDate.slice(0, 7));
    }
  });

  it('spreads articles over all six sections with card images in 01..72', () => {
    for (const key of SECTION_KEYS) expect(articles.some((a) => a.section === key)).toBe(true);
    for (const article of articles) expect(article.imageCard).toMatch(/^card-(0[1-9]|[1-6]\d|7[0-2])\.jpg$/);
  });

  it('leaves some summaries out and gives some print titles', () => {
    const withSummary = articles.filter((a) => a.summary).length;
    expect(withSummary).toBeGreaterThan(articles.length * 0.7);
    expect(withSummary).toBeLessThan(articles.length);
    expect(articles.some((a) => a.titlePdf)).toBe(true);
  });

  it('signs articles with existing authors, one or several', () => {
    const names = new Set(authors.map((a) => a.name));
    for (const article of articles) {
      expect(article.authors.length).toBeGreaterThanOrEqual(1);
      expect(article.authors.length).toBeLessThanOrEqual(3);
      for (const name of article.authors) expect(names.has(name)).toBe(true);
      if (article.authors.length === 1) expect(article.author).toBe(article.authors[0]);
      else expect(article.author).toBeUndefined();
    }
    expect(articles.some((a) => a.authors.length === 2)).toBe(true);
    expect(articles.some((a) => a.authors.length === 3)).toBe(true);
  });

  it('structures interviews as questions followed by answers', () => {
    for (const interview of articles.filter((a) => a.section === 'entrevistes')) {
      const types = interview.text.map((b) => b.type);
      expect(types).toContain('question');
      types.forEach((type, i) => {
        if (type === 'question') expect(types[i + 1]).toBe('paragraph');
      });
    }
  });
});

describe('demo magazine: body blocks', () => {
  it('uses every body block type, most of them many times', () => {
    const counts = new Map<BodyBlockType, number>();
    for (const block of blocks()) counts.set(block.type, (counts.get(block.type) ?? 0) + 1);
    for (const type of ALL_BLOCK_TYPES) expect(counts.get(type) ?? 0).toBeGreaterThan(2);
  });

  it('includes the paragraph variants: image, image-foot caption, styles, links', () => {
    const paragraphs = blocks().filter((b): b is Extract<BodyBlock, { type: 'paragraph' }> => b.type === 'paragraph');
    expect(paragraphs.some((p) => /^figure-(0[1-9]|1\d|2[0-4])\.jpg$/.test(p.image?.name ?? ''))).toBe(true);
    expect(paragraphs.some((p) => p.className === 'image-foot')).toBe(true);
    const styled = paragraphs.filter((p) => p.styles);
    expect(styled.length).toBeGreaterThan(0);
    for (const p of styled) expect(() => JSON.parse(p.styles ?? '')).not.toThrow();
    expect(paragraphs.some((p) => /<a href="https?:\/\//.test(p.content))).toBe(true);
    expect(paragraphs.some((p) => p.content.includes('<strong>'))).toBe(true);
    expect(paragraphs.some((p) => p.content.includes('<em>'))).toBe(true);
  });

  it('never quotes the same words twice in one article (an epigraph and its pull quote)', () => {
    for (const article of articles) {
      const quoted = article.text.flatMap((b) => (b.type === 'paragraph2' ? [b.content] : []));
      const epigraphs = article.text.flatMap((b) => (b.type === 'paragraph' && b.styles?.includes('right') ? [b.content] : []));
      for (const words of quoted) expect(epigraphs.filter((e) => e.includes(words)), article.title).toEqual([]);
    }
  });

  it('fills media blocks correctly', () => {
    for (const block of blocks()) {
      if (block.type === 'image') expect(block.name).toMatch(/^figure-\d{2}\.jpg$/);
      if (block.type === 'video') expect(block.name).toBe('estany.mp4');
      if (block.type === 'youtube') expect(block.content).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/);
      if (block.type === 'image-foot') expect(block.path).toMatch(/^https:\/\//);
      if (block.type === 'paragraph2') expect(block.content.length).toBeGreaterThan(10);
      if (block.type === 'biography') expect(block.content.length).toBeGreaterThan(0);
      if (block.type === 'footnotes') expect(block.notes.length).toBeGreaterThan(0);
    }
    expect(blocks().some((b) => b.type === 'paragraph2' && b.reference)).toBe(true);
  });

  it('is written in Catalan with the words search relies on', () => {
    const text = plainText();
    for (const word of ['Llull', 'col·lecció', 'l’art', 'filosofia', 'llibre', 'llibres', 'creació', 'Barcelona', 'cinema', 'Banyoles']) {
      expect(text).toContain(word);
    }
    expect(text).not.toMatch(/lorem ipsum/i);
    expect(text).not.toMatch(/\{\w+\}/);
  });

  it('sets its apostrophes as a typesetter does, in text alone: addresses and keys keep theirs', () => {
    const textOutsideTags = [
      ...issues.flatMap((i) => [i.title, i.description, i.coverCredit?.artwork ?? '']),
      ...authors.flatMap((a) => [a.bio.short ?? '', a.bio.full ?? '', a.profession ?? '']),
      plainText(),
    ]
      .join('\n')
      .replace(/<[^>]*>/g, '');
    expect(textOutsideTags).not.toMatch(/\p{L}'\p{L}/u);
    expect(textOutsideTags).toMatch(/\p{L}’\p{L}/u);
    // An edition's title as readers see it, where its article addresses keep the plain letters.
    expect(issues.map((i) => i.title)).toContain('L’art de mirar');
    for (const article of articles) expect(article.url).toMatch(/^[a-z0-9-]+$/);
    expect(typeset(`<a href="https://ca.wikipedia.org/wiki/L'Alguer">l'Alguer</a>, l'11 de setembre, l'<em>Odissea</em>, 'citat'`)).toBe(
      `<a href="https://ca.wikipedia.org/wiki/L'Alguer">l’Alguer</a>, l’11 de setembre, l’<em>Odissea</em>, 'citat'`,
    );
  });
});

describe('demo magazine: elision in filled-in templates', () => {
  it('elides as the site does (common/elision.ts): before a vowel or a mute h, never before a semivowel', () => {
    expect(fill('un llibre de {who} i un altre de {other}', { who: 'Anna', other: 'Helena' })).toBe("un llibre d'Anna i un altre d'Helena");
    // i/u (or hi/hu) and a vowel sound as consonants: "de Iu", "de Huelva", as in common/elision.ts.
    expect(fill('De {who}, de {place} i de {month}', { who: 'Iu', place: 'Huelva', month: 'octubre' })).toBe("De Iu, de Huelva i d'octubre");
    expect(fill('de {the} Raval, a {the} mar', { the: 'el' })).toBe('del Raval, al mar');
  });
});

describe('demo magazine: authors', () => {
  it('has at least 30 complete profiles', () => {
    expect(authors.length).toBeGreaterThanOrEqual(30);
    expect(new Set(authors.map((a) => a.slug)).size).toBe(authors.length);
    for (const author of authors) {
      expect(author._id).toMatch(HEX_ID);
      expect(author.slug).toBe(slugify(author.name));
      expect(author.profession).toBeTruthy();
      expect(author.location).toBeTruthy();
      expect(author.bio.short).toBeTruthy();
      expect(author.bio.full).toMatch(/^<p>/);
      const paragraphsInBio = (author.bio.full ?? '').match(/<p>/g)?.length ?? 0;
      expect(paragraphsInBio).toBeGreaterThanOrEqual(2);
      expect(paragraphsInBio).toBeLessThanOrEqual(4);
      expect(author.specialties.length).toBeGreaterThanOrEqual(2);
      expect(author.specialties.length).toBeLessThanOrEqual(4);
      expect(author.active).toBe(true);
      if (author.photo !== undefined) expect(author.photo).toMatch(/^author-(0[1-9]|1\d|2[0-4])\.jpg$/);
      if (author.contact.twitter) expect(author.contact.twitter).toMatch(/^@\w+$/);
    }
  });

  it('leaves some authors without photo and some without any contact', () => {
    expect(authors.filter((a) => a.photo === undefined).length).toBeGreaterThanOrEqual(Math.floor(authors.length / 5));
    expect(authors.filter((a) => Object.values(a.contact).every((v) => !v)).length).toBeGreaterThanOrEqual(3);
    expect(authors.some((a) => a.awards.length === 0)).toBe(true);
  });

  it('computes stats from the articles they signed', () => {
    for (const author of authors) {
      const dates = articles
        .filter((a) => a.authors.includes(author.name))
        .map((a) => articleDataToIso(a.data) ?? '')
        .sort();
      expect(dates.length).toBeGreaterThan(0);
      expect(author.stats.totalArticles).toBe(dates.length);
      expect(author.stats.firstPublication).toBe(dates[0]);
      expect(author.stats.lastPublication).toBe(dates[dates.length - 1]);
    }
  });
});

describe('demo magazine: what the README promises', () => {
  it('has exactly the editions, articles and authors the README says', () => {
    const readme = fs.readFileSync('README.md', 'utf8').replace(/\s+/g, ' ');
    const figures = /\((\d+) editions since January 2020, (\d+) articles, (\d+) authors\)/.exec(readme);
    expect(figures, 'the README states the demo magazine in figures').not.toBeNull();
    expect(figures!.slice(1).map(Number)).toEqual([issues.length, articles.length, authors.length]);
  });
});
