/** Essays of the 'articles' section: one theme, one of its titles, a subset of its paragraphs. */
import type { BodyBlock } from '../../../common/types.js';
import { EVERYDAY_ESSAYS } from '../content/essays/everyday.js';
import { MEMORY_AND_PLACE_ESSAYS } from '../content/essays/memoryAndPlace.js';
import { READING_ESSAYS } from '../content/essays/reading.js';
import { SCREEN_AND_PRINT_ESSAYS } from '../content/essays/screenAndPrint.js';
import type { EssaySeed } from '../content/types.js';
import type { ArticleDraft, EditionContext, Media, SectionWriter } from '../draft.js';
import { VIDEO_NAME, youtubeEmbed } from '../draft.js';
import type { Random } from '../random.js';
import { caption, heading, paragraph, pullQuote, STYLES, stripTags } from '../text.js';

const ESSAYS: EssaySeed[] = [...READING_ESSAYS, ...SCREEN_AND_PRINT_ESSAYS, ...MEMORY_AND_PLACE_ESSAYS, ...EVERYDAY_ESSAYS];

/** Editions whose theme an essay answers directly. */
const THEME_OF_EDITION: Record<number, string> = {
  1: 'aigua', 2: 'traduccio', 3: 'lentitud', 4: 'jardins', 7: 'lentitud', 9: 'arxius',
  12: 'impremta', 13: 'cartes', 14: 'escriptores', 16: 'ciutat', 20: 'escola', 24: 'llull',
  25: 'frontera', 26: 'canco', 27: 'biblioteques', 29: 'adaptacions', 33: 'objectes',
  34: 'arxius', 38: 'escriptores', 40: 'paisatge', 44: 'llull', 45: 'mirar', 46: 'aigua',
};

interface ThemeState {
  seed: EssaySeed;
  unused: string[];
  lastEdition: number;
}

export function essayWriter(rng: Random, media: Media): SectionWriter {
  // The theme's n-th essay takes its n-th summary: no two essays share one.
  const short = ESSAYS.find((seed) => seed.summaries.length < seed.titles.length);
  if (short) throw new Error(`essays: '${short.key}' has fewer summaries than titles`);
  const themes: ThemeState[] = ESSAYS.map((seed) => ({ seed, unused: [...seed.titles], lastEdition: -1 }));
  const remaining = () => themes.reduce((sum, t) => sum + t.unused.length, 0);

  function chooseTheme(edition: EditionContext): ThemeState {
    const preferred = themes.find(
      (t) => t.seed.key === THEME_OF_EDITION[edition.number] && t.unused.length > 0 && t.lastEdition !== edition.number,
    );
    if (preferred) return preferred;
    const weights = themes.map((t) => (t.lastEdition === edition.number ? 0 : t.unused.length));
    const index = rng.weightedIndex(weights);
    const chosen = themes[index === -1 ? themes.findIndex((t) => t.unused.length > 0) : index];
    if (!chosen) throw new Error('essays: no title left');
    return chosen;
  }

  function chooseTitle(theme: ThemeState, edition: EditionContext): string {
    const same = theme.unused.findIndex((t) => stripTags(t).toLowerCase() === edition.title.toLowerCase());
    const index = same >= 0 ? same : 0;
    return theme.unused.splice(index, 1)[0] as string;
  }

  return {
    name: 'essays',
    section: 'articles',
    remaining,
    write(edition: EditionContext): ArticleDraft {
      const theme = chooseTheme(edition);
      theme.lastEdition = edition.number;
      const use = theme.seed.titles.length - theme.unused.length;
      const title = chooseTitle(theme, edition);
      const { seed } = theme;
      const text: BodyBlock[] = [];

      const epigraph = rng.chance(0.25) ? rng.pick(seed.quotes) : undefined;
      if (epigraph) {
        text.push(paragraph(`«${epigraph.content}»<br>— ${epigraph.reference}`, { styles: STYLES.epigraph }));
      }
      const chosen = rng.sampleInOrder(seed.paragraphs, rng.int(5, 7));
      const noteCount = rng.chance(0.45) ? Math.min(seed.notes.length, rng.int(1, 2)) : 0;
      const headingAt = rng.chance(0.55) ? rng.int(2, chosen.length - 2) : -1;
      const imageAt = rng.chance(0.6) ? rng.int(1, chosen.length - 2) : -1;

      chosen.forEach((content, i) => {
        if (i === headingAt) text.push(heading(rng.chance(0.6) ? 'title' : 'title2', rng.pick(seed.headings)));
        const marker = i > 0 && i <= noteCount ? `<sup>${i}</sup>` : '';
        if (i === imageAt) {
          // Either a figure block after the paragraph, or the paragraph carries the image.
          const figure = media.nextFigure();
          const figureCaption = rng.pick(seed.captions);
          if (rng.chance(0.5)) {
            text.push(paragraph(content + marker), { type: 'image', name: figure, content: figureCaption });
          } else {
            text.push(paragraph(content + marker, { image: { name: figure } }), caption(figureCaption));
          }
        } else {
          text.push(paragraph(content + marker));
        }
        if (i === 1 && rng.chance(0.7)) {
          // Never the epigraph's words again.
          const others = seed.quotes.filter((q) => q !== epigraph);
          const quote = others[use % others.length];
          if (quote) text.push(pullQuote(quote.content, quote.reference));
        }
      });

      if (seed.youtube && use % 2 === 0) {
        text.push({ type: 'youtube', content: youtubeEmbed(seed.youtube.id), foot: seed.youtube.foot });
      } else if (seed.key === 'aigua' && use % 2 === 1) {
        text.push({ type: 'video', name: VIDEO_NAME, content: `L'estany de Banyoles a primera hora del matí.` });
      }
      if (noteCount > 0) {
        text.push({ type: 'footnotes', notes: seed.notes.slice(0, noteCount).map((content) => ({ content })) });
      }
      if (rng.chance(0.5)) {
        text.push({ type: 'biography', content: rng.sampleInOrder(seed.references, rng.int(2, seed.references.length)) });
      }

      const plain = stripTags(title);
      const titlePdf = plain !== title || plain.length > 40 ? plain.split(':')[0]?.trim() : undefined;
      return {
        section: 'articles',
        title,
        titlePdf: titlePdf && rng.chance(0.7) ? titlePdf : undefined,
        summary: rng.chance(0.88) ? seed.summaries[use] : undefined,
        text,
        specialties: [seed.specialty],
        authorCount: rng.chance(0.1) ? 2 : 1,
      };
    },
  };
}
