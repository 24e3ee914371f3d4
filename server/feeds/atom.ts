/** Atom 1.0 (RFC 4287) with full content, authors, section category and image enclosures. */
import { MAGAZINE } from '../../common/constants.js';
import type { Feed, FeedItem } from './feedModel.js';
import { rfc3339, xmlEscape as x } from './xml.js';

function entry(i: FeedItem, fallbackUpdated: Date): string {
  const when = rfc3339(i.published ?? fallbackUpdated);
  const lines = [
    `<title type="text">${x(i.title)}</title>`,
    `<id>${x(i.url)}</id>`,
    `<link rel="alternate" type="text/html" href="${x(i.url)}"/>`,
    `<published>${when}</published>`,
    `<updated>${when}</updated>`,
    ...i.authors.map((name) => `<author><name>${x(name)}</name></author>`),
    `<category term="${x(i.section.key)}" label="${x(i.section.name)}" scheme="${x(i.section.url)}"/>`,
    `<summary type="text">${x(i.summary)}</summary>`,
  ];
  if (i.contentHtml !== null) lines.push(`<content type="html">${x(i.contentHtml)}</content>`);
  if (i.image) {
    const length = i.image.bytes !== undefined ? ` length="${i.image.bytes}"` : '';
    const type = i.image.type ? ` type="${x(i.image.type)}"` : '';
    lines.push(`<link rel="enclosure" href="${x(i.image.url)}"${type}${length}/>`);
  }
  return `<entry>\n    ${lines.join('\n    ')}\n  </entry>`;
}

/** `updated` is when the content last changed (an Atom feed must say when it did). */
export function atom(feed: Feed, updated: Date): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="ca">',
    `  <title type="text">${x(feed.title)}</title>`,
    `  <subtitle type="text">${x(feed.description)}</subtitle>`,
    `  <id>${x(feed.self('atom'))}</id>`,
    `  <link rel="self" type="application/atom+xml" href="${x(feed.self('atom'))}"/>`,
    `  <link rel="alternate" type="text/html" href="${x(feed.link)}"/>`,
    `  <updated>${rfc3339(updated)}</updated>`,
    // Entries without a credited author fall back to the magazine (Atom wants an author for each).
    `  <author><name>${x(MAGAZINE.name)}</name><uri>${x(feed.link)}</uri></author>`,
    `  <logo>${x(feed.logo)}</logo>`,
    `  <icon>${x(feed.logo)}</icon>`,
    ...feed.items.map((i) => `  ${entry(i, updated)}`),
    '</feed>',
    '',
  ].join('\n');
}
