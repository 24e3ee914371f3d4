/** The edition editor's form: empty, from a saved edition, as the API's request, and as the archive's card. */
import type { DeskEdition } from '../../../common/api/desk.js';
import { utcDay } from '../../../common/dates.js';
import type { UpdateEditionRequest } from '../../../common/api/deskInput.js';
import type { Issue, IssueSummary } from '../../../common/types.js';

export interface EditionForm {
  number: string;
  title: string;
  description: string;
  publicationDate: string;
  coverImage: string | undefined;
  artist: string;
  artwork: string;
  profileUrl: string;
  pdfManual: boolean;
}

const today = () => utcDay(Date.now());

export const emptyForm = (): EditionForm => ({
  number: '',
  title: '',
  description: '',
  publicationDate: today(),
  coverImage: undefined,
  artist: '',
  artwork: '',
  profileUrl: '',
  pdfManual: false,
});

export function formOf(issue: Issue): EditionForm {
  return {
    number: String(issue.number),
    title: issue.title,
    description: issue.description,
    publicationDate: issue.publicationDate,
    coverImage: issue.coverImage,
    artist: issue.coverCredit?.artist ?? '',
    artwork: issue.coverCredit?.artwork ?? '',
    profileUrl: issue.coverCredit?.profileUrl ?? '',
    pdfManual: issue.pdfManual,
  };
}

/** The request body of the form: the credit only when any of it is filled. */
export function requestOf(form: EditionForm): UpdateEditionRequest & { number?: number } {
  const credit = form.artist || form.artwork || form.profileUrl ? { artist: form.artist, artwork: form.artwork, profileUrl: form.profileUrl.trim() } : undefined;
  return {
    ...(form.number.trim() ? { number: Number(form.number) } : {}),
    title: form.title,
    description: form.description,
    publicationDate: form.publicationDate,
    ...(form.coverImage ? { coverImage: form.coverImage } : {}),
    ...(credit ? { coverCredit: credit } : {}),
    pdfManual: form.pdfManual,
  };
}

/** The archive card of the edition as the form has it, as readers will see it once it is published (so without the draft mark). */
export function summaryOf(form: EditionForm, edition: DeskEdition | null): IssueSummary {
  const date = /^\d{4}-\d{2}-\d{2}/.test(form.publicationDate) ? form.publicationDate : today();
  return {
    _id: edition?.issue._id ?? 'nova-edicio',
    number: /^\d+$/.test(form.number.trim()) ? Number(form.number) : 0,
    publicationDate: date,
    year: Number(date.slice(0, 4)),
    title: form.title,
    description: form.description,
    ...(form.coverImage ? { coverImage: form.coverImage } : {}),
    totalArticles: edition?.articles.length ?? 0,
    sections: edition?.issue.sections ?? [],
  };
}
