/** Author profile rules (spec §2): the article count, contact links, education and award lines, bars. Pure. */
import { countLabel } from '../../../common/plural.js';
import type { AuthorContact, AwardEntry, EducationEntry } from '../../../common/types.js';

/** '12 articles', as the directory's cards, the profile's figures and the desk's list say it. */
export function articleCountLabel(n: number): string {
  return countLabel(n, 'article', 'articles');
}

export const PROFILE_TABS = [
  { id: 'sobre', label: 'Sobre' },
  { id: 'articles', label: 'Articles' },
  { id: 'estadistiques', label: 'Estadístiques' },
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number]['id'];

export function isProfileTab(value: string): value is ProfileTab {
  return PROFILE_TABS.some((t) => t.id === value);
}

/** 'degree - institution (year)', the year only when known. */
export function educationLine(entry: EducationEntry): string {
  return `${entry.degree} - ${entry.institution}${entry.year ? ` (${entry.year})` : ''}`;
}

/** 'name (year)', the year only when known. */
export function awardLine(entry: AwardEntry): string {
  return `${entry.name}${entry.year ? ` (${entry.year})` : ''}`;
}

/** A Twitter handle ('@nom', 'nom' or a full address) as a profile link. */
export function twitterUrl(handle: string): string {
  const clean = handle.trim();
  if (/^https?:\/\//i.test(clean)) return clean;
  return `https://twitter.com/${encodeURIComponent(clean.replace(/^@/, ''))}`;
}

interface ContactLink {
  label: string;
  href: string;
  text: string;
}

/** The 'Enllaços' list: website, Twitter and LinkedIn, each only when set. */
export function contactLinks(contact: AuthorContact): ContactLink[] {
  const links: ContactLink[] = [];
  const website = contact.website?.trim();
  const twitter = contact.twitter?.trim();
  const linkedin = contact.linkedin?.trim();
  if (website) links.push({ label: 'Web', href: website, text: website.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '') });
  if (twitter) links.push({ label: 'Twitter', href: twitterUrl(twitter), text: `@${twitter.replace(/^@/, '').replace(/^https?:\/\/(www\.)?twitter\.com\//i, '')}` });
  if (linkedin) links.push({ label: 'LinkedIn', href: linkedin, text: 'LinkedIn' });
  return links;
}

/** The year of an ISO date or 'd/m/yyyy' string, or null. */
export function yearOf(date: string | number | null | undefined): number | null {
  if (typeof date === 'number') return date;
  if (!date) return null;
  const iso = /^(\d{4})-/.exec(date);
  if (iso) return Number(iso[1]);
  const dmy = /\/(\d{4})$/.exec(date.trim());
  return dmy ? Number(dmy[1]) : null;
}

/** Bar lengths as percentages of the largest count (at least a sliver for any non-zero count). */
export function barPercentages(counts: readonly number[]): number[] {
  const max = Math.max(0, ...counts);
  if (max === 0) return counts.map(() => 0);
  return counts.map((c) => (c <= 0 ? 0 : Math.max(4, Math.round((c / max) * 100))));
}
