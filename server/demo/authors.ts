/**
 * Authors of the demo magazine: who signs each article (chosen by specialty, keeping the load
 * even), and the finished profiles with statistics computed from the articles they signed.
 */
import { articleDataToIso } from '../../common/dates.js';
import { slugify } from '../../common/authors.js';
import type { Article, Author } from '../../common/types.js';
import type { AuthorSeed, Specialty } from './content/types.js';
import type { Random } from './random.js';
import { objectId } from './random.js';

/** Date stamped into author ids: the month before the first edition. */
const AUTHORS_SINCE = '2019-12-01';

export class AuthorPicker {
  private readonly load = new Map<string, number>();

  constructor(
    private readonly rng: Random,
    private readonly seeds: readonly AuthorSeed[],
  ) {
    for (const seed of seeds) this.load.set(seed.name, 0);
  }

  /** `count` distinct authors with one of the specialties; the less-published are more likely. */
  pick(specialties: readonly Specialty[], count = 1): string[] {
    const fitting = this.seeds.filter((s) => s.specialties.some((sp) => specialties.includes(sp)));
    const pool = fitting.length >= count ? fitting : [...this.seeds];
    const chosen: string[] = [];
    while (chosen.length < count) {
      const candidates = pool.filter((s) => !chosen.includes(s.name));
      const weights = candidates.map((s) => 1 / (1 + (this.load.get(s.name) ?? 0)) ** 2);
      const seed = candidates[this.rng.weightedIndex(weights)];
      if (!seed) break;
      chosen.push(seed.name);
    }
    for (const name of chosen) this.take(name);
    return chosen;
  }

  /** Records fixed signatures so the balance accounts for them. */
  take(name: string): void {
    this.load.set(name, (this.load.get(name) ?? 0) + 1);
  }
}

/** Full author profiles, with `stats` taken from the articles. */
export function buildAuthors(seeds: readonly AuthorSeed[], articles: readonly Article[]): Author[] {
  let photo = 0;
  return seeds.map((seed): Author => {
    const dates = articles
      .filter((a) => a.authors.includes(seed.name))
      .map((a) => articleDataToIso(a.data))
      .filter((d): d is string => d !== null)
      .sort();
    const slug = slugify(seed.name);
    const author: Author = {
      _id: objectId(`author:${slug}`, AUTHORS_SINCE),
      slug,
      name: seed.name,
      profession: seed.profession,
      location: seed.location,
      bio: { short: seed.short, full: seed.full.map((p) => `<p>${p}</p>`).join('\n') },
      specialties: [...seed.specialties],
      education: seed.education.map((e) => ({ ...e })),
      awards: seed.awards.map((a) => ({ ...a })),
      contact: { ...seed.contact },
      stats: {
        totalArticles: dates.length,
        firstPublication: dates[0],
        lastPublication: dates[dates.length - 1],
      },
      active: true,
    };
    if (seed.hasPhoto) {
      photo++;
      author.photo = `author-${String(photo).padStart(2, '0')}.jpg`;
    }
    return author;
  });
}
