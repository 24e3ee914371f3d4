/**
 * The contributors of the demo magazine. All of them are fictional: any likeness to a real
 * person's name is a coincidence. Order matters only for photos (the first with `hasPhoto`
 * gets author-01.jpg, and so on).
 */
import { LATER_AUTHORS } from './authors/contributors.js';
import { FOUNDING_AUTHORS } from './authors/founders.js';
import type { AuthorSeed } from './types.js';

export const AUTHORS: AuthorSeed[] = [...FOUNDING_AUTHORS, ...LATER_AUTHORS];

