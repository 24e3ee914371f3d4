/** Travel pieces ('llocs'): a real place, its portrait, and travel paragraphs for its landscape. */
import type { BodyBlock } from '../../../common/types.js';
import { PLACE_PARAGRAPHS, PLACE_PRACTICAL, PLACES } from '../content/places.js';
import type { PlaceSeed } from '../content/types.js';
import type { ArticleDraft, EditionContext, Media, SectionWriter } from '../draft.js';
import { mapLink, VIDEO_NAME } from '../draft.js';
import type { Random } from '../random.js';
import { caption, heading, paragraph, pullQuote } from '../text.js';
import { ofName } from '../../../common/elision.js';

/** Editions whose theme calls for a particular place. */
const PLACE_OF_EDITION: Record<number, string> = {
  0: 'Banyoles', 1: "El Delta de l'Ebre", 6: 'Calella de Palafrugell', 10: 'Vic', 16: 'Barcelona: el Raval',
  18: 'Deià', 19: 'Cap de Creus', 21: 'Castellfollit de la Roca', 24: 'Randa', 25: 'Perpinyà',
  30: 'Aigüestortes', 31: "L'Albufera", 32: 'Siurana', 35: 'La Vall de Núria', 42: "L'Alguer", 48: 'Banyoles',
};

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** 'el Raval' → 'al Raval'; 'Olot' → 'a Olot'. */
function toPlace(p: string): string {
  if (p.startsWith('el ')) return `al ${p.slice(3)}`;
  return `a ${p}`;
}

/** 'el Raval' → 'del Raval'; 'Olot' → "d'Olot"; "l'Alguer" → "de l'Alguer". */
function ofPlace(p: string): string {
  if (p.startsWith('el ')) return `del ${p.slice(3)}`;
  return ofName(p);
}

/** Fills {place} in a travel paragraph, with the contractions and elisions Catalan needs. */
function fillPlace(template: string, place: string): string {
  return template
    .replace(/\bA \{place\}/g, () => capitalise(toPlace(place)))
    .replace(/\ba \{place\}/g, () => toPlace(place))
    .replace(/\bde \{place\}/g, () => ofPlace(place))
    .replace(/^\{place\}/, () => capitalise(place))
    .replace(/\{place\}/g, () => place)
    .replace(/(?<!\p{L})per (els?) /gu, 'p$1 ');
}

interface Visit {
  place: PlaceSeed;
  title: string;
  visit: number;
}

export function placeWriter(rng: Random, media: Media): SectionWriter {
  // Every place once with its first title, then again with its second.
  const first = rng.shuffle(PLACES).map((place): Visit => ({ place, title: place.titles[0], visit: 0 }));
  const second = rng.shuffle(PLACES).map((place): Visit => ({ place, title: place.titles[1], visit: 1 }));
  const queue: Visit[] = [...first, ...second];
  let count = 0;

  function take(edition: EditionContext, used: Set<string>): Visit {
    const wanted = PLACE_OF_EDITION[edition.number];
    let index = wanted ? queue.findIndex((v) => v.place.name === wanted && !used.has(v.place.name)) : -1;
    if (index < 0) index = queue.findIndex((v) => !used.has(v.place.name));
    const visit = queue.splice(Math.max(0, index), 1)[0];
    if (!visit) throw new Error('places: none left');
    return visit;
  }

  const usedIn = new Map<number, Set<string>>();

  return {
    name: 'places',
    section: 'llocs',
    remaining: () => queue.length,
    write(edition: EditionContext): ArticleDraft {
      const used = usedIn.get(edition.number) ?? new Set<string>();
      usedIn.set(edition.number, used);
      const { place, title, visit } = take(edition, used);
      used.add(place.name);
      count++;
      const inText = place.inText ?? place.name;
      const travel = rng.sampleInOrder(PLACE_PARAGRAPHS[place.kind], rng.int(3, 4)).map((t) => fillPlace(t, inText));
      const figure = media.nextFigure();
      const text: BodyBlock[] = [paragraph(travel[0] ?? '')];
      if (visit === 0 && rng.chance(0.5)) {
        text.push(paragraph(place.portrait), { type: 'image', name: figure, content: place.caption });
      } else {
        text.push(paragraph(place.portrait, { image: { name: figure } }), caption(place.caption));
      }
      travel.slice(1).forEach((content, i) => {
        if (i === 1 && rng.chance(0.4)) text.push(heading('title2', rng.pick(['Caminar', 'Mirar', 'Quan anar-hi', 'Tornar'])));
        text.push(paragraph(content));
      });
      if (rng.chance(0.3)) {
        const line = travel[travel.length - 1]?.split('. ')[0];
        if (line) text.splice(3, 0, pullQuote(`${line}.`));
      }
      if (place.kind === 'aigua' && (place.name === 'Banyoles' || count % 2 === 0)) {
        text.push({ type: 'video', name: VIDEO_NAME, content: `L'aigua de l'estany de Banyoles, en un matí de tardor.` });
      }
      text.push(heading('title', 'Informació pràctica'));
      text.push(
        paragraph(
          `${fillPlace(rng.pick(PLACE_PRACTICAL), inText)} Podeu consultar el <a href="${mapLink(place.name)}">mapa ${ofPlace(inText)}</a> abans de sortir.`,
        ),
      );
      if (rng.chance(0.5)) {
        text.push({ type: 'image-foot', content: `Escanegeu el codi per obrir el mapa ${ofPlace(inText)}.`, path: mapLink(place.name) });
      }
      // Each visit leads with its own sentence: two pieces on one place never share a summary.
      const lead = visit === 0 ? (place.portrait.split(/(?<=\.)\s/)[0] ?? '') : place.secondLead;
      return {
        section: 'llocs',
        title,
        titlePdf: title.length > 32 ? place.name.replace(/^Barcelona: /, '') : undefined,
        summary: rng.chance(0.85) ? `<em>${place.region}.</em> ${lead}` : undefined,
        text,
        specialties: ['Viatges'],
      };
    },
  };
}
