/** Business constants and limits of spec §9, in one place. */
export const CARD_SIZE_PATTERN = [
  'large', 'medium', 'small', 'small', 'medium', 'medium', 'large', 'small', 'medium', 'medium',
] as const;
export type CardSize = (typeof CARD_SIZE_PATTERN)[number];

export const SUMMARY_LIMITS = { large: 2750, medium: 600 } as const;

export const PAGE_SIZES = {
  default: 10,
  genericSection: 15,
  sectionPage: 12,
  searchPage: 12,
  textSearch: 10,
  authorsPage: 18,
  authorArticles: 12,
  liveSearch: 8,
  archiveFetch: 100,
  yearSource: 1000,
  topAuthors: 10,
} as const;

/** The years an edition may be dated in: what the read API accepts in `/issues/year/{year}` and every year filter. */
export const EDITION_YEARS = { min: 1900, max: 2999 } as const;

/** The largest page size any list call accepts; larger values are clamped to it. */
export const MAX_PAGE_SIZE = 1000;

export const INFINITE_SCROLL = { threshold: 0.8, rootMargin: '100px' } as const;

export const LIVE_SEARCH = { minChars: 2, debounceMs: 300, focusDelayMs: 100 } as const;
export const AUTHOR_SEARCH = { debounceMs: 300, emptiedDebounceMs: 100 } as const;

export const HISTORY = { maxEntries: 10, shown: 5, storageKey: 'revista-search-history' } as const;

export const SCROLL_DIRECTION_THRESHOLD = 10;

export const SWIPE = {
  minDistance: 50,
  maxVertical: 100,
  progressAfter: 10,
  swipingAfter: 20,
  hintDelayMs: 2000,
  hintStorageKey: 'revista-swipe-hint-seen',
} as const;

export const ANALYTICS = {
  searchPeriods: [7, 30, 90, 365],
  connectionPeriods: [1, 7, 30, 90, 365],
  groupBy: ['day', 'week', 'month'],
  searchCleanupDays: 90,
  connectionCleanupDays: 180,
  inactiveSessionMinutes: 30,
  liveRefreshMs: 30_000,
  liveWindowMinutes: 5,
  topCountries: 20,
  topCities: 25,
  topReferrers: 15,
  overviewTop: 5,
} as const;

export const PDF_LAYOUT = {
  pageHeightBudget: 820,
  repaginationBudget: 880,
  firstPageStart: { withTitle: 100, compact: 80 },
  laterPageStart: 50,
  pageWidthMm: 170,
  fontSizePt: 11,
} as const;

/**
 * The widths the media route resizes an image to (`/api/images/x.jpg?w=800`), for `srcset`: a
 * bounded set, so every variant is made once and kept (server/media/variants.ts).
 */
export const IMAGE_WIDTHS = [480, 800, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export const MAGAZINE = {
  name: 'Revista Estany',
  tagline: 'Una revista de cultura, literatura i pensament en català',
  issn: '2938-4107',
  email: 'redaccio@revistaestany.cat',
  address: 'Carrer de la Llibertat, 42, 17820 Banyoles',
  social: {
    instagram: 'https://www.instagram.com/revistaestany',
    bluesky: 'https://bsky.app/profile/revistaestany.cat',
    youtube: 'https://www.youtube.com/@revistaestany',
    twitter: 'https://twitter.com/revistaestany',
  },
} as const;

/**
 * Longest titles staff may give, in characters readers see (tags aside): an article's fits a large
 * card's heading in a few lines and the PDF's title block; an edition's, an archive card's line.
 */
export const TITLE_MAX_CHARS = { article: 200, edition: 120 } as const;

/** The longest search query read (the API's limit); a longer one in an address is cut to it, not refused. */
export const SEARCH_QUERY_MAX_CHARS = 200;
