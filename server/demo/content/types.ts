/**
 * Shapes of the hand-written demo content. The data modules beside this file hold only text;
 * the assembly modules one folder up turn it into articles, issues and authors.
 */

/** The shared list of author specialties (the chips of the authors directory). */
export const SPECIALTIES = [
  'Poesia',
  'Narrativa',
  'Assaig',
  'Crítica literària',
  'Traducció',
  'Art contemporani',
  'Cinema',
  'Filosofia',
  'Història',
  'Música',
  'Viatges',
  'Periodisme cultural',
] as const;

export type Specialty = (typeof SPECIALTIES)[number];

export interface Quote {
  content: string;
  reference: string;
}

/** One edition of the magazine: its theme, as written by the editors. */
export interface EditionSeed {
  title: string;
  /** One or two sentences shown on archive cards. */
  description: string;
  /** The editorial paragraph that opens the edition. */
  editorial: string;
}

export interface CoverArtistSeed {
  artist: string;
  profileUrl: string;
  artworks: string[];
}

export interface AuthorSeed {
  name: string;
  profession: string;
  location: string;
  specialties: Specialty[];
  short: string;
  /** Two to four paragraphs of plain or lightly marked-up text; wrapped in <p> by the assembly. */
  full: string[];
  education: { degree: string; institution: string; year: number }[];
  awards: { name: string; year: number }[];
  contact?: { website?: string; twitter?: string; linkedin?: string };
  hasPhoto: boolean;
}

/** An essay theme: several titles share the same pool of paragraphs. */
export interface EssaySeed {
  key: string;
  specialty: Specialty;
  titles: string[];
  /** One per title at least: the theme's n-th essay takes the n-th, so that no two share one. */
  summaries: string[];
  headings: string[];
  paragraphs: string[];
  quotes: Quote[];
  references: string[];
  notes: string[];
  captions: string[];
  youtube?: { id: string; foot: string };
}

export interface PoemSeed {
  title: string;
  /** Lines separated by '\n', stanzas by a blank line. */
  text: string;
}

export interface ProseSeed {
  title: string;
  paragraphs: string[];
}

export interface StorySeed {
  title: string;
  summary?: string;
  paragraphs: string[];
}

export type BookGenre = 'novel·la' | 'poesia' | 'contes' | 'assaig';

export interface BookSeed {
  title: string;
  author: string;
  publisher: string;
  year: number;
  genre: BookGenre;
  pages: number;
  /** A short title line for the review: "«Title»: {hook}". */
  hook: string;
  premise: string;
  verdict: string;
}

export interface ClassicSeed {
  title: string;
  author: string;
  /** The review's own title. */
  headline: string;
  summary: string;
  paragraphs: string[];
  references: string[];
}

export type InterviewCategory = 'escriptura' | 'imatge' | 'cinema' | 'musica' | 'ofici';

export interface IntervieweeSeed {
  name: string;
  role: string;
  category: InterviewCategory;
  town: string;
  /** A recent work, already typeset: '«La casa de les oronetes»'. */
  work: string;
  /** A phrase from the interview, used in the title. */
  quote: string;
  /** One sentence about the person, written to follow their name. */
  about: string;
}

export interface QuestionAnswer {
  question: string;
  answers: string[];
}

export type PlaceKind = 'aigua' | 'costa' | 'muntanya' | 'ciutat' | 'interior' | 'illa';

export interface PlaceSeed {
  name: string;
  region: string;
  kind: PlaceKind;
  titles: [string, string];
  /** How the place is named inside a sentence, when it differs: 'el cap de Creus'. */
  inText?: string;
  /** A paragraph about this very place. */
  portrait: string;
  /**
   * The second visit's summary, after the region: something else the portrait says (the first
   * visit's is the portrait's first sentence), standing alone, near that visit's title.
   */
  secondLead: string;
  caption: string;
}

export type RecommendationKind = 'Cinema' | 'Exposició' | 'Música' | 'Escena' | 'Pòdcast';

export interface RecommendationSeed {
  kind: RecommendationKind;
  title: string;
  who: string;
  text: string;
}
