/** Book pages ('llibres'): reviews of new books, re-readings of classics, the monthly shelf. */
import type { BodyBlock } from '../../../common/types.js';
import {
  BOOKS,
  CLASSIC_FRAMES,
  CLASSICS,
  REVIEW_BY_GENRE,
  REVIEW_CLOSERS,
  REVIEW_OPENERS,
  SHELF_INTROS,
} from '../content/books.js';
import type { BookSeed, ClassicSeed } from '../content/types.js';
import type { ArticleDraft, EditionContext, Media, SectionWriter } from '../draft.js';
import { Deck, wikipediaLink } from '../draft.js';
import type { Random } from '../random.js';
import { caption, fill, heading, monthName, paragraph, pullQuote } from '../text.js';
import { ofName } from '../../../common/elision.js';

/** How many editions carry a monthly shelf (not all: its books would repeat too often). */
const SHELF_EDITIONS = 26;

/** 'Anna Puigdomènech' → 'Puigdomènech, Anna', as bibliographies list names. */
function surnameFirst(name: string): string {
  const [given, ...surnames] = name.split(' ');
  return surnames.length > 0 ? `${surnames.join(' ')}, ${given}` : name;
}

function bookReference(book: BookSeed): string {
  return `${surnameFirst(book.author)}. <em>${book.title}</em>. ${book.publisher}, ${book.year}. ${book.pages} pàgines.`;
}

function bookVars(book: BookSeed): Record<string, string | number> {
  return { title: book.title, author: book.author, publisher: book.publisher, year: book.year, pages: book.pages };
}

export function reviewWriter(rng: Random, media: Media): SectionWriter {
  const books = [...BOOKS].sort((a, b) => a.year - b.year);
  const openers = new Deck(rng, REVIEW_OPENERS);
  return {
    name: 'reviews',
    section: 'llibres',
    remaining: () => books.length,
    write(edition: EditionContext): ArticleDraft {
      // A book of this year or the last one, else the oldest one left that was out by then.
      const recent = books.findIndex((b) => b.year <= edition.year && b.year >= edition.year - 1);
      const index = recent >= 0 ? recent : Math.max(0, books.findIndex((b) => b.year <= edition.year));
      const book = books.splice(index, 1)[0];
      if (!book) throw new Error('reviews: no book left');
      const vars = bookVars(book);
      const genre = rng.sampleInOrder(REVIEW_BY_GENRE[book.genre], rng.int(3, 4));
      const text: BodyBlock[] = [
        paragraph(fill(openers.draw(), vars)),
        paragraph(book.premise, rng.chance(0.5) ? { image: { name: media.nextFigure() } } : {}),
      ];
      if (text[1]?.type === 'paragraph' && text[1].image) text.push(caption(`Coberta de <em>${book.title}</em> (${book.publisher}).`));
      genre.forEach((template, i) => {
        text.push(paragraph(fill(template, vars)));
        if (i === 0 && rng.chance(0.5)) text.push(pullQuote(book.verdict, `${book.author}, <em>${book.title}</em>`));
      });
      text.push(paragraph(`${book.verdict} ${fill(rng.pick(REVIEW_CLOSERS), vars)}`));
      text.push({ type: 'biography', content: [bookReference(book)] });
      return {
        section: 'llibres',
        title: `<em>${book.title}</em>: ${book.hook}`,
        titlePdf: rng.chance(0.5) ? book.title : undefined,
        summary: rng.chance(0.85) ? `<em>${book.title}</em>, ${ofName(book.author)}: ${book.hook}.` : undefined,
        text,
        specialties: ['Crítica literària'],
      };
    },
  };
}

export function classicWriter(rng: Random, media: Media): SectionWriter {
  const classics = rng.shuffle(CLASSICS);
  return {
    name: 'classics',
    section: 'llibres',
    remaining: () => classics.length,
    write(_edition: EditionContext): ArticleDraft {
      const classic = classics.shift();
      if (!classic) throw new Error('classics: none left');
      const vars = { title: classic.title, author: classic.author };
      const [first, ...rest] = classic.paragraphs;
      const text: BodyBlock[] = [paragraph(fill(rng.pick(CLASSIC_FRAMES), vars)), paragraph(first ?? '')];
      if (rng.chance(0.5)) {
        text.push({ type: 'image', name: media.nextFigure(), content: `Una edició antiga de <em>${classic.title}</em>.` });
      }
      text.push(heading('title2', rng.pick(['Tornar-hi', 'Per què ara', 'Una lectura d\'avui'])));
      text.push(...rest.map((p) => paragraph(p)));
      text.push(
        paragraph(
          `Per saber-ne més, la <a href="${wikipediaLink(classic.title)}">fitxa de <em>${classic.title}</em> a la Viquipèdia</a> és un bon punt de partida.`,
        ),
      );
      text.push({ type: 'biography', content: classic.references });
      return {
        section: 'llibres',
        title: classic.headline,
        titlePdf: classic.title,
        summary: classic.summary,
        text,
        specialties: ['Crítica literària', 'Història'],
      };
    },
  };
}

type ShelfItem = { kind: 'book'; book: BookSeed } | { kind: 'classic'; classic: ClassicSeed };

export function shelfWriter(rng: Random): SectionWriter {
  let written = 0;
  const items = new Deck<ShelfItem>(rng, [
    ...BOOKS.map((book): ShelfItem => ({ kind: 'book', book })),
    ...CLASSICS.map((classic): ShelfItem => ({ kind: 'classic', classic })),
  ]);
  return {
    name: 'shelf',
    section: 'llibres',
    remaining: () => SHELF_EDITIONS - written,
    write(edition: EditionContext): ArticleDraft {
      written++;
      const month = monthName(edition.month);
      const ofMonth = ofName(month);
      const chosen: ShelfItem[] = [];
      const count = rng.int(3, 4);
      while (chosen.length < count) {
        chosen.push(items.draw((item) => !chosen.includes(item) && (item.kind === 'classic' || item.book.year <= edition.year)));
      }
      const text: BodyBlock[] = [paragraph(fill(rng.pick(SHELF_INTROS), { month, ofMonth }))];
      for (const item of chosen) {
        if (item.kind === 'book') {
          const { book } = item;
          text.push(heading('title2', `<em>${book.title}</em>, ${ofName(book.author)}`));
          text.push(paragraph(`<strong>${book.publisher}, ${book.year}.</strong> ${book.premise} ${book.verdict}`));
        } else {
          const { classic } = item;
          text.push(heading('title2', `<em>${classic.title}</em>, ${ofName(classic.author)}`));
          text.push(paragraph(`<strong>Un clàssic.</strong> ${classic.summary.replace(/<[^>]*>/g, '')}`));
        }
      }
      text.push({
        type: 'biography',
        content: chosen.map((item) =>
          item.kind === 'book' ? bookReference(item.book) : item.classic.references[0] ?? item.classic.title,
        ),
      });
      return {
        section: 'llibres',
        title: `El prestatge ${ofMonth} de ${edition.year}`,
        summary: `Els llibres del mes: ${chosen
          .map((item) => `<em>${item.kind === 'book' ? item.book.title : item.classic.title}</em>`)
          .join(', ')}.`,
        text,
        specialties: ['Crítica literària'],
        authorCount: rng.int(2, 3),
      };
    },
  };
}
