/**
 * The whole edition as laid pages: cover, credits, index, each article from a new page, and the
 * closing page. Article page numbers are known only after pagination, so the index is sized
 * first (its entries do not depend on the numbers) and numbered last.
 */
import type { Article, Issue } from '../types.js';
import { articleFlow, articleHeader, type FlowContext } from './blocks.js';
import { closingPage, coverPage, creditsPage, indexEntry, indexHeading, pageFurniture } from './frontMatter.js';
import { PAGE } from './geometry.js';
import { plainText } from './inline.js';
import type { Measure } from './lineBreak.js';
import type { DrawOp, LaidPage, PdfImage } from './model.js';
import { paginate, paginateArticle, type FlowPage } from './paginate.js';
import { printableSiteUrl } from './printedAddress.js';
import { unprintableList, unprintableNotice } from './unprintable.js';

export interface PrintEdition {
  issue: Issue;
  articles: Article[];
}

interface LayoutInput {
  measure: Measure;
  images: ReadonlyMap<string, PdfImage>;
  /** The public site's address; one of this machine or its network is not printed (printedAddress.ts). */
  siteUrl: string;
  /** Whether an embedded font has the character (fontChain.ts); without it, every one is taken as printable. */
  printable?: (char: string) => boolean;
}

export interface IndexLine {
  articleId: string;
  title: string;
  /** 1-based page of the PDF where the article opens. */
  page: number;
}

interface EditionLayout {
  pages: LaidPage[];
  index: IndexLine[];
  /** What staff should know before export: empty code blocks, characters no font prints. */
  notices: string[];
}

const shift = (ops: DrawOp[], dx: number, dy: number): DrawOp[] =>
  ops.map((op) => {
    switch (op.kind) {
      case 'rule':
        return { ...op, x1: op.x1 + dx, x2: op.x2 + dx, y1: op.y1 + dy, y2: op.y2 + dy };
      case 'image':
        return { ...op, x: op.x + dx, y: op.y + dy, ...(op.clip ? { clip: { ...op.clip, x: op.clip.x + dx, y: op.clip.y + dy } } : {}) };
      default:
        return { ...op, x: op.x + dx, y: op.y + dy };
    }
  });

function flowOps(page: FlowPage): DrawOp[] {
  return page.flatMap((placed) => shift(placed.box.ops, PAGE.marginX, placed.y));
}

/** The first page a hand-made layout gives any block of the article. */
function plannedOpening(article: Article): number | undefined {
  const pages = article.text.flatMap((block) => (block.pdf?.page === undefined ? [] : [block.pdf.page]));
  return pages.length > 0 ? Math.min(...pages) : undefined;
}

export function articleTitle(article: Article): string {
  return plainText(article.titlePdf?.trim() ? article.titlePdf : article.title);
}

export function layoutEdition(edition: PrintEdition, input: LayoutInput): EditionLayout {
  const { issue, articles } = edition;
  const { measure } = input;
  const manual = issue.pdfManual;
  const siteUrl = printableSiteUrl(input.siteUrl);
  const notices: string[] = [];
  const ctx: FlowContext = { measure, images: input.images, siteUrl, manual, notices };

  const entries = articles.map((article) => indexEntry(article, measure));
  const indexPages = paginate(
    entries.map((e) => e.box),
    { firstStart: 170, laterStart: 110, budget: PAGE.budget },
  );

  // Articles open on a new page each, right after the cover, the credits and the index.
  let opening = 3 + indexPages.length;
  const articlePages: { article: Article; pages: FlowPage[] }[] = articles.map((article) => {
    const header = articleHeader(article, measure, manual);
    const flow = [header.box, ...articleFlow(article, ctx)];
    // Manual layouts were composed page by page by the editors: no automatic re-pagination.
    // The editors' page numbers count from where they planned the article to open, so a page
    // that overflows in one article does not shift every article after it.
    const planned = manual ? plannedOpening(article) : undefined;
    const pages = paginateArticle(flow, header.start, !manual, planned ?? opening);
    opening += pages.length;
    return { article, pages };
  });

  const pages: LaidPage[] = [];
  const cover = issue.coverImage ? input.images.get(issue.coverImage) : undefined;
  pages.push({ kind: 'cover', ops: coverPage(issue, cover, measure) });
  pages.push({ kind: 'credits', ops: creditsPage(issue, articles, siteUrl, measure) });
  const firstArticlePage = pages.length + indexPages.length + 1;

  const index: IndexLine[] = [];
  let next = firstArticlePage;
  articlePages.forEach(({ article, pages: flow }, i) => {
    entries[i]!.setPage(next);
    index.push({ articleId: article._id, title: articleTitle(article), page: next });
    next += flow.length;
  });

  indexPages.forEach((flow, i) => {
    const folio = pages.length + 1;
    pages.push({ kind: 'index', ops: [...indexHeading(measure, i === 0), ...flowOps(flow), ...pageFurniture(folio, undefined, issue.number, measure)] });
  });

  for (const { article, pages: flow } of articlePages) {
    flow.forEach((page, i) => {
      const folio = pages.length + 1;
      const running = i === 0 ? undefined : articleTitle(article);
      pages.push({
        kind: 'article',
        articleId: article._id,
        opening: i === 0,
        ops: [...flowOps(page), ...pageFurniture(folio, running, issue.number, measure)],
      });
    });
  }

  pages.push({ kind: 'closing', ops: closingPage(issue, siteUrl, measure) });
  if (input.printable) notices.push(...unprintableNotices(pages, articles, input.printable));
  return { pages, index, notices };
}

/** One notice for the edition's own pages and one per article that holds characters no font prints. */
function unprintableNotices(pages: LaidPage[], articles: Article[], printable: (char: string) => boolean): string[] {
  const editionPages = unprintableList(pages.filter((p) => p.kind !== 'article').flatMap((p) => p.ops), printable);
  const perArticle = articles.map((article) => {
    const list = unprintableList(pages.filter((p) => p.kind === 'article' && p.articleId === article._id).flatMap((p) => p.ops), printable);
    return list && unprintableNotice(`«${articleTitle(article)}»`, list);
  });
  return [...(editionPages ? [unprintableNotice('La portada, el sumari i les pàgines de l’edició', editionPages)] : []), ...perArticle.filter((n): n is string => n !== null)];
}
