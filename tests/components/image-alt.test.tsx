/**
 * Which images say what they show (WCAG 1.1.1): a picture that carries information beside its
 * link (a search result's, an author's article's, an edition's cover, the kiosk's cover, the
 * author's portrait on her own page) has the media library's alt text or names what it is; one
 * inside a link, or beside the name it illustrates, is decorative (alt="").
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authorsApi } from '../../common/api/authors.js';
import { contentApi } from '../../common/api/content.js';
import type { Author, Issue } from '../../common/types.js';
import { LiveResults } from '../../renderer/features/search/LiveResults.js';
import { IssueCard } from '../../renderer/views/issue/IssueCard.js';
import { ArticlesPanel } from '../../renderer/views/author/ArticlesPanel.js';
import { ProfileHeader } from '../../renderer/views/author/Profile.js';
import { AuthorCard } from '../../renderer/pages/authors/AuthorCard.js';
import { Attract } from '../../renderer/shell/kiosk/Attract.js';
import { ResultCard } from '../../renderer/pages/search/ResultCard.js';
import { fakeApi } from './fakeApi.js';
import { articleSummary, latestIssue, pagination } from './fixtures.js';
import { renderScreen } from './render.js';

const LIBRARY_ALT = 'Un pont de pedra sobre el Fluvià a la tardor';

const author = (name: string): Author => ({
  _id: 'f00d',
  slug: 'autora',
  name,
  photo: 'retrat.jpg',
  bio: {},
  specialties: [],
  education: [],
  awards: [],
  contact: {},
  stats: { totalArticles: 1 },
  active: true,
});

const altOf = (img: HTMLElement) => img.getAttribute('alt');

describe('images that carry information', () => {
  it('a search result’s picture has the library’s alt text', () => {
    const hit = { ...articleSummary(1, 'llibres', { imageCardAlt: LIBRARY_ALT }), titleHighlight: 'Article 1', snippet: null };
    renderScreen(<ResultCard hit={hit} onOpen={() => undefined} />);
    expect(screen.getByRole('img', { name: LIBRARY_ALT })).toBeTruthy();
  });

  it('an author’s article has the library’s alt text', async () => {
    fakeApi([
      [authorsApi.articlesBySlug, () => ({
        articles: [{ _id: 'a1', section: 'llibres' as const, url: 'a-1', title: 'Article 1', imageCard: 'pont.jpg', imageCardAlt: LIBRARY_ALT, year: 2023, issueNumber: 40 }],
        pagination: pagination(1, 1, 12),
      })],
    ]);
    renderScreen(<ArticlesPanel slug="marta-puig" active />);
    expect(await screen.findByRole('img', { name: LIBRARY_ALT })).toBeTruthy();
  });

  it('an edition’s cover in the archive says whose cover it is', () => {
    const { issue } = latestIssue(12);
    renderScreen(<IssueCard issue={{ ...issue, coverImage: 'portada-12.jpg' } as Issue} view="grid" position={0} />);
    expect(screen.getByRole('img', { name: 'Portada del número 12' })).toBeTruthy();
  });

  it('the kiosk’s first slide names the cover it shows', async () => {
    const latest = latestIssue(48);
    fakeApi([[contentApi.latestIssue, () => ({ ...latest, issue: { ...latest.issue, coverImage: 'portada-48.jpg' } })]]);
    renderScreen(<Attract onWake={() => undefined} />);
    expect(await screen.findByRole('img', { name: 'Portada del número 48' })).toBeTruthy();
  });

  it('the author’s portrait on her own page names her, with the elision', () => {
    const { unmount } = renderScreen(<ProfileHeader author={author('Marta Puig')} />);
    expect(screen.getByRole('img', { name: 'Retrat de Marta Puig' })).toBeTruthy();
    unmount();
    renderScreen(<ProfileHeader author={author('Anna Vila')} />);
    expect(screen.getByRole('img', { name: 'Retrat d’Anna Vila' })).toBeTruthy();
  });
});

describe('decorative images', () => {
  it('an author’s photo in the directory, beside her linked name', () => {
    const { container } = renderScreen(<AuthorCard author={author('Marta Puig')} />);
    expect(altOf(container.querySelector('img')!)).toBe('');
    expect(screen.getByRole('link', { name: 'Marta Puig' })).toBeTruthy();
  });

  it('a live search result’s picture, inside the link the title names', () => {
    const hit = { ...articleSummary(1, 'llibres', { title: 'Pedres', imageCardAlt: LIBRARY_ALT }), titleHighlight: 'Pedres', snippet: null };
    renderScreen(<LiveResults hits={[hit]} onOpen={() => undefined} />);
    const link = screen.getByRole('link');
    expect(altOf(link.querySelector('img')!)).toBe('');
    expect(link.textContent).toContain('Pedres');
  });
});
