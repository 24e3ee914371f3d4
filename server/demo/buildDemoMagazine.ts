/**
 * The demo magazine: 49 monthly editions (January 2020 to January 2024), their articles and
 * their authors, assembled from the hand-written content in ./content. Deterministic: a seeded
 * PRNG drives every choice, so two builds are deep-equal.
 */
import { SECTION_KEYS } from '../../common/sections.js';
import type { SectionKey } from '../../common/sections.js';
import { slugify } from '../../common/authors.js';
import type { Article, Issue, MagazineContent } from '../../common/types.js';
import { AuthorPicker, buildAuthors } from './authors.js';
import { AUTHORS } from './content/authors.js';
import { COVER_ARTISTS, EDITIONS } from './content/editions.js';
import type { ArticleDraft, EditionContext } from './draft.js';
import { CARD_COUNT, Media, wikipediaLink } from './draft.js';
import { layoutManualPdf } from './pdf.js';
import { planEdition, type Writers } from './plan.js';
import { objectId, Random } from './random.js';
import { stripTags, typesetContent } from './text.js';
import { editorialWriter } from './writers/editorial.js';
import { essayWriter } from './writers/essays.js';
import { poemWriter, proseWriter, storyWriter } from './writers/creacio.js';
import { classicWriter, reviewWriter, shelfWriter } from './writers/llibres.js';
import { interviewWriter } from './writers/entrevistes.js';
import { placeWriter } from './writers/llocs.js';
import { recommendationWriter } from './writers/recomanacions.js';

const SEED = 0x20200101;
/** The one edition laid out by hand for print (spec: issue flag pdfManual). */
const PDF_MANUAL_EDITION = 12;

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Edition n is published on the 1st of month n counting from January 2020. */
function editionContext(number: number): EditionContext {
  const year = 2020 + Math.floor(number / 12);
  const month = (number % 12) + 1;
  const seed = EDITIONS[number];
  if (!seed) throw new Error(`No edition ${number}`);
  return { number, year, month, isoDate: `${year}-${pad2(month)}-01`, title: seed.title };
}

function createWriters(rng: Random, media: Media): Writers {
  const essays = essayWriter(rng, media);
  const creative = [poemWriter(rng), proseWriter(rng, media), storyWriter(rng, media)];
  const books = [reviewWriter(rng, media), classicWriter(rng, media), shelfWriter(rng)];
  return {
    editorial: editorialWriter(rng),
    recommendations: recommendationWriter(rng),
    interviews: interviewWriter(rng, media),
    creative,
    books,
    flexible: [essays, ...creative, ...books, placeWriter(rng, media)],
  };
}

/** Unique url per section: the slug of the plain title, with -2, -3... when taken. */
class UrlRegistry {
  private readonly used = new Map<SectionKey, Set<string>>();

  claim(section: SectionKey, title: string): string {
    const taken = this.used.get(section) ?? new Set<string>();
    this.used.set(section, taken);
    const base = slugify(stripTags(title)) || 'article';
    let url = base;
    for (let n = 2; taken.has(url); n++) url = `${base}-${n}`;
    taken.add(url);
    return url;
  }
}

/** The print edition needs at least one QR code: its printing essay links to more reading. */
function ensureQrBlock(articles: Article[]): void {
  const hasQr = articles.some((a) => a.text.some((b) => b.type === 'video' || b.type === 'youtube' || b.type === 'image-foot'));
  const target = articles.find((a) => a.section === 'articles' && !a.title.startsWith('Editorial')) ?? articles[0];
  if (hasQr || !target) return;
  target.text.push({
    type: 'image-foot',
    content: `Escanegeu el codi per saber més sobre la impremta de tipus mòbils.`,
    path: wikipediaLink('Impremta'),
  });
}

export function buildDemoMagazine(): MagazineContent {
  const rng = new Random(SEED);
  const media = new Media(rng);
  const writers = createWriters(rng, media);
  const picker = new AuthorPicker(rng, AUTHORS);
  const urls = new UrlRegistry();
  const issues: Issue[] = [];
  const articles: Article[] = [];

  for (let number = 0; number < EDITIONS.length; number++) {
    const edition = editionContext(number);
    const plan = planEdition(rng, writers);
    let editionArticles = plan.map((writer, index) => {
      const draft: ArticleDraft = writer.write(edition);
      return toArticle(draft, edition, index, articles.length + index);
    });
    // The first piece after the editorial is the featured one.
    const featured = editionArticles[1];
    if (featured) featured.featured = true;

    if (number === PDF_MANUAL_EDITION) {
      ensureQrBlock(editionArticles);
      editionArticles = layoutManualPdf(editionArticles);
    }
    articles.push(...editionArticles);

    const present = new Set(editionArticles.map((a) => a.section));
    const artist = COVER_ARTISTS[number % COVER_ARTISTS.length];
    const seed = EDITIONS[number];
    if (!artist || !seed) throw new Error(`Edition ${number} lacks its seed or cover artist`);
    issues.push({
      _id: objectId(`issue:${number}`, edition.isoDate),
      number,
      publicationDate: edition.isoDate,
      year: edition.year,
      title: seed.title,
      description: seed.description,
      coverImage: `cover-${pad2(number)}.jpg`,
      coverCredit: {
        artist: artist.artist,
        artwork: artist.artworks[Math.floor(number / COVER_ARTISTS.length) % artist.artworks.length] ?? '',
        profileUrl: artist.profileUrl,
      },
      totalArticles: editionArticles.length,
      sections: SECTION_KEYS.filter((key) => present.has(key)),
      pdfManual: number === PDF_MANUAL_EDITION,
      articlesOrder: editionArticles.map((a) => a._id),
    });
  }

  // Written with the typewriter's apostrophe, read with the typesetter's: after the addresses
  // (made from the titles) and the authors' keys, which stay as they are.
  return typesetContent({ authors: buildAuthors(AUTHORS, articles), issues, articles });

  function toArticle(draft: ArticleDraft, edition: EditionContext, index: number, globalIndex: number): Article {
    const authors = draft.authors ?? picker.pick(draft.specialties, draft.authorCount ?? 1);
    if (draft.authors) draft.authors.forEach((name) => picker.take(name));
    const day = index === 0 ? 1 : rng.int(1, 28);
    const url = urls.claim(draft.section, draft.title);
    const article: Article = {
      _id: objectId(`article:${edition.number}:${draft.section}/${url}`, `${edition.year}-${pad2(edition.month)}-${pad2(day)}`),
      title: draft.title,
      section: draft.section,
      url,
      text: draft.text,
      authors,
      imageCard: `card-${pad2((globalIndex % CARD_COUNT) + 1)}.jpg`,
      data: `${day}/${edition.month}/${edition.year}`,
      issueNumber: edition.number,
    };
    if (draft.titlePdf) article.titlePdf = draft.titlePdf;
    if (draft.summary) article.summary = draft.summary;
    if (authors.length === 1) article.author = authors[0];
    return article;
  }
}
