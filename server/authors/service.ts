/**
 * The authors area: public reads (by id or slug, in the reader's or the staff's audience) and the
 * staff's writes, which go through the content area's writer.
 */
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { authorsApi, DeskAuthor, SavedAuthor } from '../../common/api/authors.js';
import { slugify } from '../../common/authors.js';
import type { Author } from '../../common/types.js';
import type { Audience } from '../content/queries.js';
import type { ContentWriter } from '../content/writer.js';
import type { Db } from '../db/connection.js';
import { HttpError, notFound } from '../http/errors.js';
import * as q from './queries.js';

/** A new author's fields as the contract reads them (lists already defaulted to empty). */
export type NewAuthor = z.output<typeof authorsApi.create.body>;

/** Changes to an author: absent means unchanged, null (for the optional texts) removes the field. */
type AuthorChanges = z.output<typeof authorsApi.update.body>;

export class AuthorService {
  constructor(
    private readonly db: Db,
    private readonly content: ContentWriter,
  ) {}

  async byId(id: string, audience: Audience = 'public'): Promise<Author> {
    const author = await q.authorById(this.db, id, audience);
    if (!author) throw notFound(`No hi ha cap autor amb l’identificador ${id}.`, 'author_not_found');
    return author;
  }

  async bySlug(slug: string, audience: Audience = 'public'): Promise<Author> {
    const author = await q.authorBySlug(this.db, slug, audience);
    if (!author) throw notFound(`No hi ha cap autor amb l’adreça ${slug}.`, 'author_not_found');
    return author;
  }

  async create(input: NewAuthor): Promise<SavedAuthor> {
    const slug = input.slug ?? slugify(input.name);
    if (!slug) throw new HttpError(400, 'invalid_input', 'name: el nom ha de tenir alguna lletra o xifra');
    const author: Author = { _id: randomBytes(12).toString('hex'), ...input, slug, stats: { totalArticles: 0 }, active: true };
    await this.saveUnique(author);
    return this.saved(await this.byId(author._id, 'preview'));
  }

  /** The desk's view: deactivated authors too (staff edit and reactivate them). */
  async staffById(id: string): Promise<Author> {
    const author = await q.anyAuthorById(this.db, id);
    if (!author) throw notFound(`No hi ha cap autor amb l’identificador ${id}.`, 'author_not_found');
    return author;
  }

  staffList(search: string | undefined): Promise<DeskAuthor[]> {
    return q.staffAuthors(this.db, search);
  }

  async update(id: string, input: AuthorChanges): Promise<SavedAuthor> {
    const current = await this.staffById(id);
    const next: Author = {
      ...current,
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.slug !== undefined ? { slug: input.slug } : {}),
      bio: input.bio ?? current.bio,
      specialties: input.specialties ?? current.specialties,
      education: input.education ?? current.education,
      awards: input.awards ?? current.awards,
      contact: input.contact ?? current.contact,
    };
    for (const key of ['photo', 'profession', 'location'] as const) {
      const value = input[key];
      if (value === null) delete next[key];
      else if (value !== undefined) next[key] = value;
    }
    await this.saveUnique(next);
    return this.saved(await this.staffById(id));
  }

  /** The author with the server's own stamp of its latest write: the desk says when it was saved by it. */
  private async saved(author: Author): Promise<SavedAuthor> {
    return { ...author, updatedAt: await q.authorUpdatedAt(this.db, author._id) };
  }

  /** Deactivation is a soft delete: the record stays, lists and profiles stop showing it. */
  async deactivate(id: string): Promise<void> {
    if (!(await this.content.write((w) => w.deactivateAuthor(id)))) throw notFound(`No hi ha cap autor actiu amb l’identificador ${id}: potser ja s’ha desactivat.`, 'author_not_found');
  }

  async reactivate(id: string): Promise<void> {
    if (!(await this.content.write((w) => w.reactivateAuthor(id)))) throw notFound(`No hi ha cap autor desactivat amb l’identificador ${id}: potser ja s’ha reactivat.`, 'author_not_found');
  }

  private async saveUnique(author: Author): Promise<void> {
    await this.content.write(async (w) => {
      const clash = await w.trx('authors').where('slug', author.slug).whereNot('id', author._id).first();
      if (clash) throw new HttpError(409, 'slug_taken', `L’adreça «${author.slug}» ja és d’un altre autor: tria’n una altra.`);
      await w.writeAuthor(author);
    });
  }
}
