/** Creative writing ('creacio'): poetry cycles, collections of short prose, and stories. */
import type { BodyBlock } from '../../../common/types.js';
import { EPIGRAPHS, POEM_CYCLES, POEMS } from '../content/poems.js';
import { PROSE_COLLECTIONS, PROSE_PIECES, STORIES } from '../content/prose.js';
import type { PoemSeed, ProseSeed } from '../content/types.js';
import type { ArticleDraft, EditionContext, Media, SectionWriter } from '../draft.js';
import { Deck } from '../draft.js';
import type { Random } from '../random.js';
import { caption, heading, paragraph, poemBlocks, pullQuote, STYLES, stripTags } from '../text.js';

const POEM_SUMMARIES = [
  `Poemes breus: <em>{first}</em>, <em>{second}</em> i les coses que no es diuen.`,
  `Un cicle de poemes escrits a poc a poc, estança rere estança: {all}.`,
  `{count} poemes inèdits, {all}, que parlen de memòria, de paisatge i de silenci.`,
  `Nous poemes on la creació neix de les coses petites: <em>{first}</em> i <em>{second}</em>.`,
];

const PROSE_SUMMARIES = [
  `{count} proses breus sobre gent corrent i moments que semblen petits: <em>{first}</em>, <em>{second}</em>…`,
  `Històries mínimes com <em>{first}</em> o <em>{second}</em>, gairebé instantànies, que caben en un paràgraf i duren molt més.`,
  `Microrelats del natural, escenes de la vida quotidiana: {all}.`,
];

/** '<em>A</em>, <em>B</em> i <em>C</em>': every title of the piece, as a Catalan list. */
function listTitles(titles: string[]): string {
  const marked = titles.map((t) => `<em>${t}</em>`);
  const last = marked.pop() ?? '';
  return marked.length > 0 ? `${marked.join(', ')} i ${last}` : last;
}

/**
 * Every template names titles of the piece itself: one without them would give several pieces
 * the same summary.
 */
function fillSummary(template: string, titles: string[]): string {
  return template
    .replace('{all}', listTitles(titles))
    .replace('{first}', titles[0] ?? '')
    .replace('{second}', titles[1] ?? '')
    .replace('{count}', ['Dos', 'Tres', 'Quatre', 'Cinc'][titles.length - 2] ?? String(titles.length));
}

export function poemWriter(rng: Random): SectionWriter {
  const cycles = rng.shuffle(POEM_CYCLES);
  const poems = new Deck<PoemSeed>(rng, POEMS);
  return {
    name: 'poems',
    section: 'creacio',
    remaining: () => cycles.length,
    write(_edition: EditionContext): ArticleDraft {
      const title = cycles.shift();
      if (!title) throw new Error('poems: no cycle title left');
      const count = rng.int(2, 4);
      const chosen: PoemSeed[] = [];
      while (chosen.length < count) {
        chosen.push(poems.draw((p) => !chosen.includes(p)));
      }
      const text: BodyBlock[] = [];
      if (rng.chance(0.3)) text.push(paragraph(rng.pick(EPIGRAPHS), { styles: STYLES.epigraph }));
      for (const poem of chosen) {
        text.push(heading('title2', poem.title), ...poemBlocks(poem.text));
      }
      const titles = chosen.map((p) => p.title);
      return {
        section: 'creacio',
        title: rng.chance(0.2) ? `<em>${title}</em>` : title,
        summary: rng.chance(0.75) ? fillSummary(rng.pick(POEM_SUMMARIES), titles) : undefined,
        text,
        specialties: ['Poesia'],
      };
    },
  };
}

export function proseWriter(rng: Random, media: Media): SectionWriter {
  const collections = rng.shuffle(PROSE_COLLECTIONS);
  const pieces = new Deck<ProseSeed>(rng, PROSE_PIECES);
  return {
    name: 'prose',
    section: 'creacio',
    remaining: () => collections.length,
    write(_edition: EditionContext): ArticleDraft {
      const title = collections.shift();
      if (!title) throw new Error('prose: no collection title left');
      const count = rng.int(3, 5);
      const chosen: ProseSeed[] = [];
      while (chosen.length < count) {
        chosen.push(pieces.draw((p) => !chosen.includes(p)));
      }
      const text: BodyBlock[] = [];
      chosen.forEach((piece, i) => {
        text.push(heading('title2', piece.title));
        piece.paragraphs.forEach((content, j) => {
          const withImage = i === 1 && j === 0 && rng.chance(0.3);
          text.push(withImage ? paragraph(content, { image: { name: media.nextFigure() } }) : paragraph(content));
          if (withImage) text.push(caption(`Il·lustració per a «${piece.title}».`));
        });
      });
      const titles = chosen.map((p) => p.title);
      return {
        section: 'creacio',
        title,
        titlePdf: title.includes('“') ? stripTags(title).replace(/[“”]/g, '') : undefined,
        summary: rng.chance(0.8) ? fillSummary(rng.pick(PROSE_SUMMARIES), titles) : undefined,
        text,
        specialties: ['Narrativa'],
      };
    },
  };
}

export function storyWriter(rng: Random, media: Media): SectionWriter {
  const stories = rng.shuffle(STORIES);
  return {
    name: 'stories',
    section: 'creacio',
    remaining: () => stories.length,
    write(_edition: EditionContext): ArticleDraft {
      const story = stories.shift();
      if (!story) throw new Error('stories: none left');
      const text: BodyBlock[] = story.paragraphs.map((content) => paragraph(content));
      // A striking line of the story repeated as a pull quote, magazine-style.
      const quoteSource = story.paragraphs.find((p) => p.startsWith('—')) ?? story.paragraphs[1] ?? '';
      const sentence = stripTags(quoteSource).split(/(?<=[.!?])\s/)[0] ?? '';
      if (sentence.length > 20) text.splice(2, 0, pullQuote(sentence.replace(/^—/, '')));
      if (rng.chance(0.5)) {
        text.splice(1, 0, { type: 'image', name: media.nextFigure(), content: `Il·lustració per a «${story.title}».` });
      }
      return {
        section: 'creacio',
        title: story.title,
        summary: story.summary,
        text,
        specialties: ['Narrativa'],
      };
    },
  };
}
