/** The monthly recommendations ('recomanacions'): a book, films, exhibitions, music, shows. */
import { formatAuthorList } from '../../../common/authors.js';
import type { BodyBlock } from '../../../common/types.js';
import { BOOKS } from '../content/books.js';
import { EDITIONS } from '../content/editions.js';
import { MUSIC_VIDEOS, RECOMMENDATION_INTROS, RECOMMENDATION_TITLES, RECOMMENDATIONS } from '../content/recommendations.js';
import type { BookSeed, RecommendationKind, RecommendationSeed } from '../content/types.js';
import type { ArticleDraft, EditionContext, SectionWriter } from '../draft.js';
import { Deck, mapLink, youtubeEmbed } from '../draft.js';
import type { Random } from '../random.js';
import { fill, heading, monthName, paragraph } from '../text.js';
import { ofName } from '../../../common/elision.js';

const KIND_PHRASES: Record<RecommendationKind, string> = {
  Cinema: 'cinema',
  Exposició: 'una exposició',
  Música: 'música',
  Escena: 'teatre',
  Pòdcast: 'un pòdcast',
};

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function recommendationWriter(rng: Random): SectionWriter {
  let written = 0;
  const items = new Deck<RecommendationSeed>(rng, RECOMMENDATIONS);
  const books = new Deck<BookSeed>(rng, BOOKS);
  const intros = new Deck(rng, RECOMMENDATION_INTROS);
  return {
    name: 'recommendations',
    section: 'recomanacions',
    remaining: () => EDITIONS.length - written,
    write(edition: EditionContext): ArticleDraft {
      written++;
      const month = monthName(edition.month);
      const vars = { month, ofMonth: ofName(month), year: edition.year };
      const book = books.draw((b) => b.year <= edition.year);
      const chosen: RecommendationSeed[] = [];
      const count = rng.int(2, 4);
      while (chosen.length < count) {
        chosen.push(items.draw((item) => !chosen.some((c) => c.kind === item.kind)));
      }

      const text: BodyBlock[] = [paragraph(fill(intros.draw(), vars))];
      text.push(heading('title2', `Llibre · <em>${book.title}</em>`));
      text.push(paragraph(`<strong>${book.title}</strong>, ${ofName(book.author)} (${book.publisher}, ${book.year}). ${book.premise}`));
      for (const item of chosen) {
        text.push(heading('title2', `${item.kind} · <em>${item.title}</em>`));
        text.push(paragraph(`<strong>${item.title}</strong>, ${item.who}. ${item.text}`));
        if (item.kind === 'Música' && written % 4 === 1) {
          const video = MUSIC_VIDEOS[written % MUSIC_VIDEOS.length];
          if (video) text.push({ type: 'youtube', content: youtubeEmbed(video.id), foot: video.foot });
        }
        if (item.kind === 'Exposició' && /^(Museu|Centre)/.test(item.who) && rng.chance(0.6)) {
          text.push({ type: 'image-foot', content: `On és: ${item.who}. Escanegeu el codi per veure-ho al mapa.`, path: mapLink(item.who) });
        }
      }
      const title = fill(RECOMMENDATION_TITLES[edition.number % RECOMMENDATION_TITLES.length] ?? '', vars);
      const kinds = ['un llibre', ...chosen.map((c) => KIND_PHRASES[c.kind])];
      return {
        section: 'recomanacions',
        title,
        summary: `${capitalise(formatAuthorList(kinds))}: les propostes de la redacció per ${vars.ofMonth === `d'${month}` ? `a l'${month}` : `al ${month}`}.`,
        text,
        specialties: ['Periodisme cultural', 'Crítica literària', 'Música', 'Cinema', 'Art contemporani'],
        authorCount: rng.chance(0.4) ? rng.int(2, 3) : 1,
      };
    },
  };
}
