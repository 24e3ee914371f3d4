/**
 * The author form's logic, apart from its screen: the form's state (texts as typed, years as
 * typed), the request it makes, its refusals as you type (the contract's own schema, so the form
 * refuses what the server would, in the same words), and the author the preview shows.
 */
import { authorInput, type AuthorInput } from '../../../common/api/authors.js';
import type { BodyOf } from '../../../common/api/route.js';
import type { authorsApi } from '../../../common/api/authors.js';
import { slugify } from '../../../common/authors.js';
import type { Author } from '../../../common/types.js';
import { messagesByPath } from './Field.js';

export interface EducationRow {
  degree: string;
  institution: string;
  year: string;
}
export interface AwardRow {
  name: string;
  year: string;
}

export interface AuthorForm {
  name: string;
  /** The profile's address as typed; empty means "made from the name". */
  slug: string;
  photo: string | undefined;
  profession: string;
  location: string;
  bioShort: string;
  bioFull: string;
  specialties: string[];
  education: EducationRow[];
  awards: AwardRow[];
  website: string;
  twitter: string;
  linkedin: string;
}

export const emptyAuthorForm = (): AuthorForm => ({
  name: '',
  slug: '',
  photo: undefined,
  profession: '',
  location: '',
  bioShort: '',
  bioFull: '',
  specialties: [],
  education: [],
  awards: [],
  website: '',
  twitter: '',
  linkedin: '',
});

const yearText = (year: number | undefined) => (year === undefined ? '' : String(year));

export function formOfAuthor(author: Author): AuthorForm {
  return {
    name: author.name,
    slug: author.slug,
    photo: author.photo,
    profession: author.profession ?? '',
    location: author.location ?? '',
    bioShort: author.bio.short ?? '',
    bioFull: author.bio.full ?? '',
    specialties: [...author.specialties],
    education: author.education.map((e) => ({ degree: e.degree, institution: e.institution, year: yearText(e.year) })),
    awards: author.awards.map((a) => ({ name: a.name, year: yearText(a.year) })),
    website: author.contact.website ?? '',
    twitter: author.contact.twitter ?? '',
    linkedin: author.contact.linkedin ?? '',
  };
}

/** The address the profile gets: the one typed, or the one the name makes. */
export const slugOf = (form: AuthorForm) => form.slug.trim() || slugify(form.name);

/** A year as typed: nothing, or a number (a word becomes NaN, which the schema refuses as not whole). */
const yearOf = (typed: string) => (typed.trim() === '' ? {} : { year: /^\d+$/.test(typed.trim()) ? Number(typed.trim()) : Number.NaN });
const some = (text: string) => (text.trim() ? text.trim() : undefined);
const only = <T extends Record<string, unknown>>(record: T) =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as { [K in keyof T]: Exclude<T[K], undefined> };

/** The body to create the author; every list and text as the form holds it, empty texts left out. */
export function createRequestOf(form: AuthorForm): AuthorInput {
  const slug = slugOf(form);
  return {
    name: form.name,
    ...(slug ? { slug } : {}),
    ...only({ photo: form.photo, profession: some(form.profession), location: some(form.location) }),
    bio: only({ short: some(form.bioShort), full: some(form.bioFull) }),
    specialties: form.specialties,
    education: form.education.map((e) => ({ degree: e.degree, institution: e.institution, ...yearOf(e.year) })),
    awards: form.awards.map((a) => ({ name: a.name, ...yearOf(a.year) })),
    contact: only({ website: some(form.website), twitter: some(form.twitter), linkedin: some(form.linkedin) }),
  };
}

/** The body to change the author: the same fields, and null where a text was emptied (the server removes it). */
export function updateRequestOf(form: AuthorForm): BodyOf<typeof authorsApi.update> {
  const { photo, profession, location, ...rest } = createRequestOf(form);
  return { ...rest, photo: photo ?? null, profession: profession ?? null, location: location ?? null };
}

/** Each refused field's first message, by its path ('contact.website', 'education.0.degree'). */
export function authorFormErrors(form: AuthorForm): Record<string, string> {
  const messages = messagesByPath(authorInput, createRequestOf(form));
  if (!slugOf(form) && !messages.name) messages.slug = 'l’adreça ha de tenir alguna lletra o xifra';
  return messages;
}

/** The author as readers will see her, from the form (what the server would store, its figures kept). */
export function previewAuthorOf(form: AuthorForm, saved: Author | null): Author {
  const request = createRequestOf(form);
  const valid = (year: number | undefined) => (year !== undefined && Number.isInteger(year) ? { year } : {});
  return {
    _id: saved?._id ?? 'nou',
    slug: slugOf(form),
    name: form.name.trim() || 'Sense nom',
    ...only({ photo: request.photo, profession: request.profession, location: request.location }),
    bio: request.bio ?? {},
    specialties: form.specialties.map((s) => s.trim()).filter(Boolean),
    education: (request.education ?? []).filter((e) => e.degree.trim() && e.institution.trim()).map((e) => ({ degree: e.degree.trim(), institution: e.institution.trim(), ...valid(e.year) })),
    awards: (request.awards ?? []).filter((a) => a.name.trim()).map((a) => ({ name: a.name.trim(), ...valid(a.year) })),
    contact: request.contact ?? {},
    stats: saved?.stats ?? { totalArticles: 0 },
    active: saved?.active ?? true,
  };
}
