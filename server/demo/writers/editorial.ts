/** The editorial that opens every edition ('articles' section), signed by the director. */
import { EDITORIAL_PARAGRAPHS, EDITORIAL_SIGNOFFS } from '../content/editorial.js';
import { EDITIONS } from '../content/editions.js';
import type { ArticleDraft, EditionContext, SectionWriter } from '../draft.js';
import type { Random } from '../random.js';
import { paragraph, STYLES } from '../text.js';

const DIRECTOR = 'Laia Vilardell Puigvert';
const CO_SIGNERS = ['Martí Serrallonga Duran', 'Pol Vergés Anglada'];

export function editorialWriter(rng: Random): SectionWriter {
  let written = 0;
  return {
    name: 'editorial',
    section: 'articles',
    remaining: () => EDITIONS.length - written,
    write(edition: EditionContext): ArticleDraft {
      written++;
      const seed = EDITIONS[edition.number];
      if (!seed) throw new Error(`No edition seed for number ${edition.number}`);
      const extra = rng.sampleInOrder(EDITORIAL_PARAGRAPHS, rng.int(2, 3));
      const authors = rng.chance(0.2) ? [DIRECTOR, rng.pick(CO_SIGNERS)] : [DIRECTOR];
      return {
        section: 'articles',
        title: `Editorial: ${seed.title}`,
        titlePdf: 'Editorial',
        summary: seed.description,
        text: [
          paragraph(seed.editorial),
          ...extra.map((p) => paragraph(p)),
          paragraph(rng.pick(EDITORIAL_SIGNOFFS), { styles: STYLES.signoff }),
        ],
        specialties: ['Periodisme cultural'],
        authors,
      };
    },
  };
}
