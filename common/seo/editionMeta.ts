/** The metadata of an edition's page and of its print view (one address for search engines: the page's). */
import { MAGAZINE } from '../constants.js';
import { formatMonthYear } from '../dates.js';
import { truncateText } from '../html.js';
import { countLabel } from '../plural.js';
import { NOT_FOUND, paths } from '../routes/index.js';
import { ARCHIVE_NAME, editionHeading } from '../titles.js';
import type { IssueWithArticles } from '../types.js';
import { breadcrumbs, graph, organization, periodical, publicationIssueRef } from './jsonLd.js';
import { DRAFT_ROBOTS, base, feeds, image, logoImage, mainFeeds, notFound, plain, type MetaContext, type PageMeta } from './pageMeta.js';
import { absolute, feedPath, imageUrl } from './site.js';

/** `number`: the path's number, null when it is not one; `found`: the edition, undefined when there is none. */
export async function editionMeta(
  ctx: MetaContext,
  raw: string,
  number: number | null,
  found: IssueWithArticles | undefined,
  pdf: boolean,
): Promise<PageMeta> {
  if (number === null) return notFound(ctx, paths.edition(raw), NOT_FOUND.editionNumber);
  if (!found) return notFound(ctx, pdf ? paths.editionPdf(number) : paths.edition(number), NOT_FOUND.edition);
  const { issue, articles } = found;
  const heading = editionHeading(issue.number, issue.title);
  const canonicalPath = paths.edition(issue.number);
  const canonical = absolute(ctx.publicUrl, canonicalPath);
  const description = `${formatMonthYear(issue.publicationDate)}. ${issue.description} ${countLabel(articles.length, 'article', 'articles')}.`;
  return {
    ...base(ctx, canonicalPath, pdf ? `${heading} (PDF)` : heading, description),
    // The PDF view is a print rendering of the edition page: one address for search engines.
    ...(pdf ? { robots: 'noindex, follow' } : {}),
    ...(issue.status === 'draft' ? { robots: DRAFT_ROBOTS } : {}),
    image: (await image(ctx, issue.coverImage, `Portada del número ${issue.number}`)) ?? logoImage(ctx),
    feeds: [...feeds(ctx, `${MAGAZINE.name}: número ${issue.number}`, (f) => feedPath.edition(issue.number, f)), ...mainFeeds(ctx)],
    jsonLd: graph([
      {
        ...publicationIssueRef(ctx.publicUrl, issue),
        name: heading,
        description: issue.description,
        ...(issue.coverImage ? { image: imageUrl(ctx.publicUrl, issue.coverImage) } : {}),
        isPartOf: periodical(ctx.publicUrl),
        hasPart: articles.map((a) => ({
          '@type': 'Article',
          headline: truncateText(plain(a.title), 110),
          url: absolute(ctx.publicUrl, paths.article(a.section, a.url)),
        })),
        mainEntityOfPage: canonical,
      },
      organization(ctx.publicUrl),
      breadcrumbs(ctx.publicUrl, [
        { name: ARCHIVE_NAME, path: paths.archive() },
        { name: `Número ${issue.number}`, path: canonicalPath },
      ]),
    ]),
  };
}
