/**
 * An article's page: its one read (the article), its metadata (Article JSON-LD with its edition
 * and its authors' profiles, which only the metadata reads), its screen.
 */
import { formatAuthorList, slugify } from '../../../common/authors.js';
import { summarySource } from '../../../common/cards.js';
import { MAGAZINE } from '../../../common/constants.js';
import { articleDataToIso } from '../../../common/dates.js';
import { NOT_FOUND, paths } from '../../../common/routes/index.js';
import { breadcrumbs, graph, organization, periodical } from '../../../common/seo/jsonLd.js';
import { DRAFT_ROBOTS, base, feeds, image, logoImage, mainFeeds, notFound, plain } from '../../../common/seo/pageMeta.js';
import { absolute, feedPath } from '../../../common/seo/site.js';
import { sectionName } from '../../../common/sections.js';
import { articleQuery } from '../../api/articles.js';
import { authorProfileQuery } from '../../api/authors.js';
import { issueByNumberQuery } from '../../api/issues.js';
import { readyScreen } from '../../components/lazyScreen.js';
import ArticlePage from './ArticlePage.js';
import { definePage } from '../page.js';
import { articleNode, type NamedAuthor } from './articleJsonLd.js';

export default definePage<'article'>({
  load: (read, { params }) => read.query(articleQuery(params.section ?? '', params.url ?? '')),
  async meta(read, { params }, ctx) {
    const pagePath = paths.article(params.section ?? '', params.url ?? '');
    const article = await read.query(articleQuery(params.section ?? '', params.url ?? ''));
    if (!article) return notFound(ctx, pagePath, NOT_FOUND.article);
    // Article credits are names; the profile is the author whose slug the name gives (as the page links it).
    const [issue, authors] = await Promise.all([
      read.query(issueByNumberQuery(article.issueNumber)),
      Promise.all(
        article.authors.map(async (name): Promise<NamedAuthor> => {
          const author = await read.query(authorProfileQuery(slugify(name)));
          return author && author.name === name ? { name, slug: author.slug } : { name };
        }),
      ),
    ]);
    const title = plain(article.title);
    const canonical = absolute(ctx.publicUrl, pagePath);
    const published = articleDataToIso(article.data) ?? issue?.publicationDate;
    const img = (await image(ctx, article.imageCard, title)) ?? (await image(ctx, issue?.coverImage, title)) ?? logoImage(ctx);
    const section = sectionName(article.section);
    const byline = formatAuthorList(article.authors, true);
    return {
      ...base(ctx, pagePath, title, plain(summarySource(article)) || `${byline}. ${section}, ${MAGAZINE.name}.`),
      ...(article.status === 'draft' ? { robots: DRAFT_ROBOTS } : {}),
      ogType: 'article',
      image: img,
      article: {
        publishedTime: published,
        authors: authors.map((a) => (a.slug ? absolute(ctx.publicUrl, paths.author(a.slug)) : a.name)),
        section,
      },
      feeds: [...feeds(ctx, `${MAGAZINE.name}: ${section}`, (f) => feedPath.section(article.section, f)), ...mainFeeds(ctx)],
      jsonLd: graph([
        articleNode(ctx, { article, canonical, title, published, img, authors, issue }),
        organization(ctx.publicUrl),
        periodical(ctx.publicUrl),
        breadcrumbs(ctx.publicUrl, [
          { name: section, path: paths.section(article.section) },
          { name: title, path: pagePath },
        ]),
      ]),
    };
  },
  screen: readyScreen(ArticlePage),
});
