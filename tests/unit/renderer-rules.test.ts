/** Pure rules of the reader screens: infinite list pages, navigation, article body, labels. */
import { describe, expect, it } from 'vitest';
import { pictureCaptions } from '../../common/captions.js';
import { cardByline, articlePath } from '../../renderer/components/ArticleCard.js';
import { HEADER_LINKS, SIDE_MENU_LINKS, isCurrentPath } from '../../renderer/components/navigation.js';
import { DEFAULT_LIST_ERROR, listErrorMessage, nextPageParam } from '../../renderer/hooks/pagedList.js';
import { pageTitle } from '../../common/titles.js';
import { nextScrollDirection } from '../../renderer/hooks/useScrollDirection.js';
import { sentinelReached } from '../../renderer/hooks/useSentinel.js';
import { imageUrl, videoUrl } from '../../renderer/api/media.js';
import {
  headingLevels,
  openingParagraph,
  parseBlockStyles,
  videoMimeType,
  youtubeEmbedUrl,
} from '../../renderer/views/article/bodyRules.js';
import { articleCountLabel } from '../../renderer/pages/home/HomePage.js';
import { coverCaption, discoverLabel } from '../../renderer/pages/home/CoverIllustration.js';
import { endOfListMessage } from '../../renderer/pages/section/SectionPage.js';
import { SECTION_KEYS, SECTION_NAMES } from '../../common/sections.js';
import type { BodyBlock } from '../../common/types.js';

describe('infinite list pages (spec §4)', () => {
  const answer = (pages: number) => ({ pagination: { pages } });

  it('asks for the next page until the last one, counting from 1', () => {
    expect(nextPageParam(answer(3), [], 1)).toBe(2);
    expect(nextPageParam(answer(3), [], 2)).toBe(3);
    expect(nextPageParam(answer(3), [], 3)).toBeUndefined();
  });

  it('has nothing more after an empty list', () => {
    expect(nextPageParam(answer(0), [], 1)).toBeUndefined();
  });

  it("keeps a failure's message, 'Error loading data' when it has none", () => {
    expect(listErrorMessage(new Error('HTTP error! status: 500'))).toBe('HTTP error! status: 500');
    expect(listErrorMessage(new Error(''))).toBe(DEFAULT_LIST_ERROR);
    expect(listErrorMessage('nope')).toBe('Error loading data');
  });
});

describe('infinite list sentinel (spec §9: margin 100px)', () => {
  const at = (top: number) => ({ top, height: 1 });

  it('is reached in view or within the margin below it, not further down', () => {
    expect(sentinelReached(at(500), 800)).toBe(true);
    expect(sentinelReached(at(899), 800)).toBe(true);
    expect(sentinelReached(at(900), 800)).toBe(false);
  });

  it('is reached once scrolled past, above the viewport (End jumps over it)', () => {
    expect(sentinelReached(at(-1), 800)).toBe(true);
    expect(sentinelReached(at(-5000), 800)).toBe(true);
  });

  it('is not reached while it is not laid out', () => {
    expect(sentinelReached({ top: 0, height: 0 }, 800)).toBe(false);
  });
});

describe('scroll direction (spec §9: 10 px threshold)', () => {
  it('keeps the direction for movements of 10 px or less', () => {
    expect(nextScrollDirection('up', 100, 110, 10)).toEqual({ direction: 'up', anchorY: 100 });
    expect(nextScrollDirection('down', 100, 90, 10)).toEqual({ direction: 'down', anchorY: 100 });
  });

  it('changes direction beyond the threshold and re-anchors there', () => {
    expect(nextScrollDirection('up', 100, 111, 10)).toEqual({ direction: 'down', anchorY: 111 });
    expect(nextScrollDirection('down', 500, 480, 10)).toEqual({ direction: 'up', anchorY: 480 });
  });
});

describe('chrome navigation', () => {
  it('lists the header links and the side menu entries in the spec order', () => {
    expect(HEADER_LINKS.map((l) => l.label)).toEqual([
      'La Revista', 'Autors', 'Articles', 'Creació', 'Entrevistes', 'Llibres', 'Llocs', 'Recomanacions',
    ]);
    expect(SIDE_MENU_LINKS.map((l) => l.label)).toEqual([
      'La revista', 'Articles', 'Creació', 'Entrevistes', 'Llibres', 'Llocs', 'Recomanacions', 'Edicions anteriors', 'Autors',
    ]);
    // The header's section links agree with the section table.
    expect(HEADER_LINKS.slice(2)).toEqual(SECTION_KEYS.map((key) => ({ label: SECTION_NAMES[key], to: `/${key}` })));
  });

  it('highlights home only on the home path and other entries on their subtree', () => {
    expect(isCurrentPath('/', '/')).toBe(true);
    expect(isCurrentPath('/', '/llibres')).toBe(false);
    expect(isCurrentPath('/llibres', '/llibres')).toBe(true);
    expect(isCurrentPath('/llibres', '/llibres/')).toBe(true);
    expect(isCurrentPath('/llibres', '/llibres/un-article')).toBe(true);
    expect(isCurrentPath('/llocs', '/llibres')).toBe(false);
    expect(isCurrentPath('/autors', '/autor/joan')).toBe(false);
  });
});

describe('article body rules', () => {
  it('keeps typographic styles from the JSON string and drops the rest', () => {
    expect(parseBlockStyles('{"fontStyle":"italic","text-align":"right"}')).toEqual({ fontStyle: 'italic', textAlign: 'right' });
    expect(parseBlockStyles('{"position":"fixed","top":0}')).toBeUndefined();
    expect(parseBlockStyles('{"color":"red; background:url(x)"}')).toBeUndefined();
    expect(parseBlockStyles('not json')).toBeUndefined();
    expect(parseBlockStyles('[1,2]')).toBeUndefined();
    expect(parseBlockStyles(undefined)).toBeUndefined();
  });

  it('numbers headings so that levels never skip', () => {
    const blocks = [{ type: 'title2' }, { type: 'paragraph' }, { type: 'title' }, { type: 'title2' }] as BodyBlock[];
    expect([...headingLevels(blocks)]).toEqual([[0, 2], [2, 2], [3, 3]]);
  });

  it('gives the drop cap to the first plain paragraph', () => {
    const blocks = [
      { type: 'title', content: 'Intro' },
      { type: 'paragraph', content: 'Peu', className: 'image-foot' },
      { type: 'paragraph', content: 'Amb imatge', image: { name: 'a.jpg' } },
      { type: 'paragraph', content: 'Era una nit' },
    ] as BodyBlock[];
    expect(openingParagraph(blocks)).toBe(3);
    expect(openingParagraph([{ type: 'question', content: '?' }] as BodyBlock[])).toBe(-1);
  });

  it('gives it to the paragraph after an epigraph or a dedication, not to them (set right, centred or in italics)', () => {
    // The demo's 'Sessió contínua' opens with a quotation set right in italics.
    const epigraph = { type: 'paragraph', content: '«Una pel·lícula vista sol és un record.»<br />— Ton Sureda', styles: '{"fontStyle":"italic","textAlign":"right"}' };
    const dedication = { type: 'paragraph', content: 'A la meva mare', styles: '{"text-align":"center"}' };
    const italic = { type: 'paragraph', content: 'Tot és veritat.', styles: '{"fontStyle":"italic"}' };
    const justified = { type: 'paragraph', content: 'Durant dècades…', styles: '{"textAlign":"justify"}' };
    expect(openingParagraph([epigraph, dedication, italic, justified] as BodyBlock[])).toBe(3);
    expect(openingParagraph([epigraph, { type: 'paragraph', content: 'Durant dècades…' }] as BodyBlock[])).toBe(1);
  });

  it('gives a picture the caption paragraph right after it, unless it has a caption of its own', () => {
    const blocks = [
      { type: 'paragraph', content: 'Text', image: { name: 'a.jpg' } },
      { type: 'paragraph', content: 'Peu A', className: 'image-foot' },
      { type: 'image', name: 'b.jpg' },
      { type: 'paragraph', content: 'Peu B', className: 'image-foot' },
      { type: 'image', name: 'c.jpg', content: 'Peu propi' },
      { type: 'paragraph', content: 'Nota', className: 'image-foot' },
      { type: 'paragraph', content: 'Sol', className: 'image-foot' },
    ] as BodyBlock[];
    expect([...pictureCaptions(blocks)]).toEqual([[0, 1], [2, 3]]);
  });

  it('accepts YouTube embeds (and watch or short links) as privacy-enhanced embeds only', () => {
    expect(youtubeEmbedUrl('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(youtubeEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42',
    );
    expect(youtubeEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(youtubeEmbedUrl('https://evil.example/embed/dQw4w9WgXcQ')).toBeNull();
    expect(youtubeEmbedUrl('http://www.youtube.com/embed/dQw4w9WgXcQ')).toBeNull();
    expect(youtubeEmbedUrl('javascript:alert(1)')).toBeNull();
  });

  it('knows the video types the server serves', () => {
    expect(videoMimeType('festival.mp4')).toBe('video/mp4');
    expect(videoMimeType('festival.WEBM')).toBe('video/webm');
    expect(videoMimeType('festival.avi')).toBeUndefined();
  });
});

describe('media addresses', () => {
  it('points to the API, or to the placeholder when there is no image', () => {
    expect(imageUrl('portada 1.jpg')).toBe('/api/images/portada%201.jpg');
    expect(imageUrl('')).toBe('/placeholder-image.svg');
    expect(imageUrl(undefined)).toBe('/placeholder-image.svg');
    expect(videoUrl('entrevista.mp4')).toBe('/api/videos/entrevista.mp4');
  });
});

describe('reader labels', () => {
  it('bylines with and without the Per prefix, and the unknown author', () => {
    expect(cardByline({ authors: ['Anna Soler'] }, 'per')).toBe('Per Anna Soler');
    expect(cardByline({ authors: ['Anna Soler', 'Pere Vila', 'Joan Puig'] }, 'plain')).toBe('Anna Soler, Pere Vila i Joan Puig');
    expect(cardByline({ authors: [], author: 'Marta Roca' }, 'plain')).toBe('Marta Roca');
    expect(cardByline({ authors: [] }, 'per')).toBe('Autor desconegut');
  });

  it('links an article to /{section}/{url}, encoded as the server writes it', () => {
    expect(articlePath({ section: 'llibres', url: 'la-placa-del-diamant' })).toBe('/llibres/la-placa-del-diamant');
    expect(articlePath({ section: 'llibres', url: 'la-plaça' })).toBe('/llibres/la-pla%C3%A7a');
  });

  it('counts articles, names the end of a section and credits the cover', () => {
    expect(articleCountLabel(12)).toBe('12 articles');
    expect(articleCountLabel(1)).toBe('1 article');
    expect(endOfListMessage('llibres', 36)).toBe('Has vist tots els articles de Llibres (36 articles)');
    expect(endOfListMessage('entrevistes', 3)).toBe("Has vist tots els articles d'Entrevistes (3 articles)");
    expect(endOfListMessage('altres', 1)).toBe("Has vist tots els articles d'altres (1 article)");
    expect(coverCaption({ artist: 'Joan Miró', artwork: 'Paisatge', profileUrl: 'https://x' })).toBe(
      'Fragment de la pintura «Paisatge», de Joan Miró.',
    );
    // Catalan elision before a vowel: d'Anna, never "de Anna".
    const anna = { artist: 'Anna Grau', artwork: 'Camins', profileUrl: 'https://x' };
    expect(coverCaption(anna)).toBe('Fragment de la pintura «Camins», d’Anna Grau.');
    expect(discoverLabel(anna)).toBe('Descobreix l’obra d’Anna Grau');
    expect(discoverLabel({ ...anna, artist: 'Iu Forn' })).toBe('Descobreix l’obra de Iu Forn');
  });

  it('titles the tab with the page and the magazine', () => {
    expect(pageTitle('Llibres')).toBe('Llibres — Revista Estany');
    expect(pageTitle('')).toBe('Revista Estany — Una revista de cultura, literatura i pensament en català');
  });
});
