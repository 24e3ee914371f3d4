/**
 * What the section writers share: the edition being written, the article draft they return, and
 * the media counters (figures cycle through the demo images, so every build names the same ones).
 */
import type { BodyBlock } from '../../common/types.js';
import type { SectionKey } from '../../common/sections.js';
import type { Specialty } from './content/types.js';
import type { Random } from './random.js';

export interface EditionContext {
  number: number;
  year: number;
  /** 1-based month. */
  month: number;
  /** ISO 'YYYY-MM-DD' of the publication. */
  isoDate: string;
  title: string;
}

export interface ArticleDraft {
  section: SectionKey;
  title: string;
  titlePdf?: string;
  summary?: string;
  text: BodyBlock[];
  /** The author is chosen among contributors with one of these specialties. */
  specialties: Specialty[];
  /** How many authors sign the piece (1 unless a writer asks for more). */
  authorCount?: number;
  /** Fixed signatures, bypassing the choice by specialty. */
  authors?: string[];
}

/** A writer of one kind of article, with a limited stock of distinct pieces. */
export interface SectionWriter {
  readonly name: string;
  readonly section: SectionKey;
  remaining(): number;
  write(edition: EditionContext): ArticleDraft;
}

const FIGURE_COUNT = 24;
export const CARD_COUNT = 72;
export const VIDEO_NAME = 'estany.mp4';

/** Deterministic counters for the demo media. */
export class Media {
  private figure = 0;

  constructor(readonly rng: Random) {}

  /** 'figure-01.jpg' .. 'figure-24.jpg', in a cycle. */
  nextFigure(): string {
    this.figure = (this.figure % FIGURE_COUNT) + 1;
    return `figure-${String(this.figure).padStart(2, '0')}.jpg`;
  }
}

export function youtubeEmbed(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}`;
}

export function youtubeWatch(id: string): string {
  return `https://www.youtube.com/watch?v=${id}`;
}

export function mapLink(place: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(place)}`;
}

export function wikipediaLink(title: string): string {
  return `https://ca.wikipedia.org/wiki/${encodeURIComponent(title.replace(/ /g, '_'))}`;
}

/** Items handed out in a shuffled order, reshuffled when used up, so repeats are far apart. */
export class Deck<T> {
  private order: T[] = [];

  constructor(
    private readonly rng: Random,
    private readonly items: readonly T[],
  ) {}

  draw(accept: (item: T) => boolean = () => true): T {
    for (let attempt = 0; attempt < 2; attempt++) {
      if (this.order.length === 0) this.order = this.rng.shuffle(this.items);
      const index = this.order.findIndex(accept);
      if (index >= 0) return this.order.splice(index, 1)[0] as T;
      this.order = [];
    }
    throw new Error('Deck: no item matches');
  }
}
