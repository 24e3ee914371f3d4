/** An author's profile: the author (its read; the page is drawn on 'Sobre', whose panels read nothing more), its metadata, its screen. */
import { MAGAZINE } from '../../../common/constants.js';
import { NOT_FOUND, paths } from '../../../common/routes/index.js';
import { breadcrumbs, graph } from '../../../common/seo/jsonLd.js';
import { base, feeds, image, logoImage, mainFeeds, notFound, plain } from '../../../common/seo/pageMeta.js';
import { absolute, feedPath } from '../../../common/seo/site.js';
import type { Author } from '../../../common/types.js';
import { authorProfileQuery } from '../../api/authors.js';
import { readyScreen } from '../../components/lazyScreen.js';
import AuthorProfilePage from './AuthorProfilePage.js';
import { definePage } from '../page.js';

/** The author's own links: website, Twitter handle as a profile URL, LinkedIn. */
function authorSameAs(author: Author): string[] {
  const { website, twitter, linkedin } = author.contact;
  const twitterUrl = twitter ? (/^https?:\/\//i.test(twitter) ? twitter : `https://twitter.com/${twitter.replace(/^@/, '')}`) : undefined;
  return [website, twitterUrl, linkedin].filter((u): u is string => typeof u === 'string' && u.length > 0);
}

export default definePage<'author'>({
  load: (read, { params }) => (params.slug ? read.query(authorProfileQuery(params.slug)) : Promise.resolve()),
  async meta(read, { params }, ctx) {
    const slug = params.slug ?? '';
    const pagePath = paths.author(slug);
    const author = slug ? await read.query(authorProfileQuery(slug)) : undefined;
    if (!author) return notFound(ctx, pagePath, NOT_FOUND.author);
    const canonical = absolute(ctx.publicUrl, pagePath);
    const bio = plain(author.bio.short) || plain(author.bio.full);
    const description = [author.profession, author.location].filter(Boolean).join(', ');
    const img = await image(ctx, author.photo, author.name);
    return {
      ...base(ctx, pagePath, author.name, [description, bio].filter((s) => s.length > 0).join('. ') || `${author.name} a la ${MAGAZINE.name}.`),
      ogType: 'profile',
      image: img ?? logoImage(ctx),
      feeds: [...feeds(ctx, `${MAGAZINE.name}: ${author.name}`, (f) => feedPath.author(author.slug, f)), ...mainFeeds(ctx)],
      jsonLd: graph([
        {
          '@type': 'ProfilePage',
          url: canonical,
          inLanguage: 'ca',
          isPartOf: { '@id': `${ctx.publicUrl}/#website` },
          mainEntity: {
            '@type': 'Person',
            '@id': `${canonical}#person`,
            name: author.name,
            url: canonical,
            ...(author.profession ? { jobTitle: author.profession } : {}),
            ...(bio ? { description: bio } : {}),
            ...(author.location ? { homeLocation: { '@type': 'Place', name: author.location } } : {}),
            ...(img ? { image: img.url } : {}),
            ...(author.specialties.length > 0 ? { knowsAbout: author.specialties } : {}),
            ...(author.awards.length > 0 ? { award: author.awards.map((a) => (a.year ? `${a.name} (${a.year})` : a.name)) } : {}),
            sameAs: authorSameAs(author),
          },
        },
        breadcrumbs(ctx.publicUrl, [
          { name: 'Autors', path: paths.authors() },
          { name: author.name, path: pagePath },
        ]),
      ]),
    };
  },
  screen: readyScreen(AuthorProfilePage),
});
