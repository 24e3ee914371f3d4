/** The home page: the newest edition (its one read), the site's own JSON-LD, its screen. */
import { MAGAZINE } from '../../../common/constants.js';
import { paths } from '../../../common/routes/index.js';
import { graph, organization, periodical, webSite } from '../../../common/seo/jsonLd.js';
import { base, image, logoImage } from '../../../common/seo/pageMeta.js';
import { pageTitle } from '../../../common/seo/site.js';
import { latestIssueQuery } from '../../api/issues.js';
import { readyScreen } from '../../components/lazyScreen.js';
import { definePage } from '../page.js';
import HomePage from './HomePage.js';

export default definePage<'home'>({
  load: (read) => read.query(latestIssueQuery()),
  async meta(read, _request, ctx) {
    const latest = await read.query(latestIssueQuery());
    const issueLine = latest ? ` Número ${latest.issue.number}: ${latest.issue.title}. ${latest.issue.description}` : '';
    const cover = latest ? await image(ctx, latest.issue.coverImage, `Portada del número ${latest.issue.number}`) : undefined;
    return {
      ...base(ctx, paths.home(), MAGAZINE.name, `${MAGAZINE.tagline}, feta des de Banyoles.${issueLine}`),
      title: pageTitle(null),
      image: cover ?? logoImage(ctx),
      jsonLd: graph([webSite(ctx.publicUrl), organization(ctx.publicUrl), periodical(ctx.publicUrl)]),
    };
  },
  // In the first bundle (renderer/pageModules.ts): its code is in as soon as the entry is.
  screen: readyScreen(HomePage),
});
